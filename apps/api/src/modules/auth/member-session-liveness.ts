import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { memberSessions } from '../../db/schema/sessions';
import { isSessionAlive, type SessionLifetime } from '../../lib/session-policy';

/**
 * Whether a session the member guard let in is still alive (not logged out, revoked, idle,
 * expired, nor its member locked), read by its id without touching it: a stream held open checks
 * it now and then, and an open stream is no sign that the member is still there.
 */
export async function isMemberSessionLive(deps: { db: Database; lifetime: SessionLifetime }, sessionId: string, now: Date): Promise<boolean> {
  const [session] = await deps.db
    .select({ lastSeenAt: memberSessions.lastSeenAt, expiresAt: memberSessions.expiresAt, revokedAt: memberSessions.revokedAt, memberStatus: members.status })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.id, sessionId));
  return session !== undefined && session.memberStatus === 'active' && isSessionAlive(session, now, deps.lifetime);
}
