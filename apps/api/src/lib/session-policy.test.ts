import { describe, expect, it } from 'vitest';
import { isSessionAlive, shouldTouch } from './session-policy';

const lifetime = { idleMs: 30 * 60_000, maxAgeMs: 24 * 3_600_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 0, minutes));

describe('session policy', () => {
  const session = { lastSeenAt: at(0), expiresAt: at(24 * 60), revokedAt: null };

  it('keeps a session alive until 30 idle minutes have passed', () => {
    expect(isSessionAlive(session, at(29), lifetime)).toBe(true);
    expect(isSessionAlive(session, at(30), lifetime)).toBe(false);
  });

  it('ends a session at its absolute expiry and when revoked', () => {
    expect(isSessionAlive({ ...session, lastSeenAt: at(24 * 60 - 1) }, at(24 * 60), lifetime)).toBe(false);
    expect(isSessionAlive({ ...session, revokedAt: at(1) }, at(2), lifetime)).toBe(false);
  });

  it('writes last-seen at most once a minute', () => {
    expect(shouldTouch(session, new Date(at(0).getTime() + 59_000))).toBe(false);
    expect(shouldTouch(session, at(1))).toBe(true);
  });
});
