import { generateSecret, generateURI, verify } from 'otplib';

const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed, still counts. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new authenticator secret (160 random bits, base32) for an operator. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads (as a QR code or typed). */
export function totpEnrolmentUri(secret: string, username: string): string {
  return generateURI({ issuer: 'Member site back office', label: username, secret });
}

/**
 * The time step of `code` if it is right for `secret` at `now` and newer than `lastStep`, the
 * step of the last code accepted: a code seen once, even within its 30 seconds, is refused.
 */
export async function acceptTotpCode(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // The TOTP result carries the matched time step (an HOTP one would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
