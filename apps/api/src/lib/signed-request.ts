import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from './app-error';

/** A signed request older or newer than this is refused, so a captured request cannot be replayed later. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The signature every integration uses (statement readers, game providers): hex HMAC-SHA256 over
 * "<timestamp>.<METHOD> <path>.<raw body>", with the timestamp in Unix seconds, sent in
 * x-signature / x-timestamp. The method and path are signed so a body signed for one call
 * (a refused bet) cannot be replayed against another with the same shape (a win).
 */
export function signRequest(secret: string, request: { timestampSeconds: string; method: string; path: string; rawBody: string }): string {
  return createHmac('sha256', secret).update(`${request.timestampSeconds}.${request.method.toUpperCase()} ${request.path}.${request.rawBody}`).digest('hex');
}

export function verifySignedRequest(request: {
  secret: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  path: string;
  rawBody: string;
  now: Date;
}): void {
  if (!request.secret || !request.signature || !request.timestamp || !/^\d{1,12}$/.test(request.timestamp)) {
    throw new AppError('SIGNATURE_INVALID');
  }
  const expected = Buffer.from(
    signRequest(request.secret, { timestampSeconds: request.timestamp, method: request.method, path: request.path, rawBody: request.rawBody }),
    'hex',
  );
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(request.signature) ? request.signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('SIGNATURE_INVALID');
  if (Math.abs(request.now.getTime() - Number(request.timestamp) * 1000) > MAX_CLOCK_SKEW_MS) throw new AppError('REQUEST_EXPIRED');
}
