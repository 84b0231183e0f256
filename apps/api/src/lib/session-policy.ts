export interface SessionLifetime {
  /** A session unused for this long is over. */
  idleMs: number;
  /** A session is over this long after login, however active. */
  maxAgeMs: number;
}

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

export function isSessionAlive(session: SessionTimes, now: Date, lifetime: SessionLifetime): boolean {
  if (session.revokedAt) return false;
  if (session.expiresAt <= now) return false;
  return now.getTime() - session.lastSeenAt.getTime() < lifetime.idleMs;
}

/** Last-seen is written at most once a minute, so reading credit does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

export function shouldTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
}
