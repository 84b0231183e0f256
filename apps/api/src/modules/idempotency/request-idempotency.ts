import { createHash, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseIdempotencyKeyHeader } from './idempotency-key-header';
import { claimKeylessRequest } from './request-claims.repo';

/**
 * How a money request is made safe to send twice (docs/decisions.md, "Idempotency of money
 * requests"): by the caller's key (a string), from the `Idempotency-Key` header or the body's
 * `idempotencyKey`, which returns the first result to a retry; or, with no key, by the request's
 * fingerprint, which refuses an identical request of the same member within the window.
 */
export type RequestIdempotency = string | { fingerprint: string };

/** Long enough for a double tap or a client's quick re-send; see docs/decisions.md for why not longer. */
export const KEYLESS_DUPLICATE_WINDOW_MS = 10_000;

const KEY_LENGTH = { min: 8, max: 100 };
const HEADER_FIELD = 'Idempotency-Key';

function headerKey(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  const key = typeof value === 'string' ? parseIdempotencyKeyHeader(value) : null;
  if (key === null || key.length < KEY_LENGTH.min || key.length > KEY_LENGTH.max) {
    throw new AppError('VALIDATION_FAILED', {
      field: HEADER_FIELD,
      message: 'Idempotency-Key ต้องเป็นข้อความในเครื่องหมายคำพูด ยาว 8 ถึง 100 ตัวอักษร เช่น "8e03978e-40d5-43e8-bc93-6894a57f9324"',
    });
  }
  return key;
}

/** JSON with every object's keys sorted, so two equal bodies give one text whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The request's idempotency: the header's key or the body's (refused when both are given and
 * differ), else the fingerprint of its method, route and validated body (amounts already in
 * satang, so "100" and 100 are the same request). The member is added when the claim is made.
 */
export function readRequestIdempotency(request: FastifyRequest, body: { idempotencyKey?: string | undefined }): RequestIdempotency {
  const fromHeader = headerKey(request);
  const fromBody = body.idempotencyKey;
  if (fromHeader !== null && fromBody !== undefined && fromHeader !== fromBody) {
    throw new AppError('VALIDATION_FAILED', { field: HEADER_FIELD, message: 'Idempotency-Key ในส่วนหัวไม่ตรงกับ idempotencyKey ในข้อมูลที่ส่ง' });
  }
  const key = fromHeader ?? fromBody;
  if (key !== undefined) return key;
  const { idempotencyKey: _absent, ...rest } = body;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  return {
    fingerprint: createHash('sha256')
      .update(`${route}\n${canonicalJson(rest)}`)
      .digest('hex'),
  };
}

/**
 * The key a money request is recorded under. A caller's key as it is; a key-less request claims
 * its fingerprint for the window and gets a key of its own, or is refused as a duplicate
 * (`DUPLICATE_REQUEST`). Call it inside the money's transaction, after the member's row lock, so
 * a request refused later (too little money, say) leaves no claim and is judged afresh when sent
 * again.
 */
export async function settleIdempotencyKey(tx: Database, memberId: string, idempotency: RequestIdempotency, now: Date): Promise<string> {
  if (typeof idempotency === 'string') return idempotency;
  const windowStart = new Date(now.getTime() - KEYLESS_DUPLICATE_WINDOW_MS);
  const isClaimed = await claimKeylessRequest(tx, { memberId, fingerprint: idempotency.fingerprint, now, windowStart });
  if (!isClaimed) throw new AppError('DUPLICATE_REQUEST');
  return `keyless:${randomUUID()}`;
}
