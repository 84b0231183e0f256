import type { Database } from '../../db/client';
import { isSessionAlive, type SessionLifetime } from '../../lib/session-policy';
import { findMemberSessionById } from './member-sessions.repo';

/**
 * Whether a session the member guard let in is still alive (not logged out, revoked, idle,
 * expired, nor its member locked), read by its id without touching it: a stream held open checks
 * it now and then, and an open stream is no sign that the member is still there.
 */
export async function isMemberSessionLive(deps: { db: Database; lifetime: SessionLifetime }, sessionId: string, now: Date): Promise<boolean> {
  const session = await findMemberSessionById(deps.db, sessionId);
  return session !== undefined && session.memberStatus === 'active' && isSessionAlive(session, now, deps.lifetime);
}
