import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import type { Database } from '../../db/client';
import { members } from '../../db/schema/members';
import { memberSessions } from '../../db/schema/sessions';
import { memberBalanceSql } from '../ledger/ledger.service';

export type NewMemberSession = typeof memberSessions.$inferInsert;

export async function insertMemberSession(db: Database, session: NewMemberSession): Promise<void> {
  await db.insert(memberSessions).values(session);
}

/** What every authenticated request needs of its session and its member. */
const sessionFields = {
  sessionId: memberSessions.id,
  brandId: memberSessions.brandId,
  lastSeenAt: memberSessions.lastSeenAt,
  expiresAt: memberSessions.expiresAt,
  revokedAt: memberSessions.revokedAt,
  memberId: members.id,
  username: members.username,
  memberStatus: members.status,
};

const sessionByTokenHash = preparedQuery((db) =>
  db
    .select(sessionFields)
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('member_session_by_token_hash'),
);

// The session's own member and brand: the balance is never another member's, and is read
// whether or not the session turns out to be alive (the guard then throws it away). Exported for
// bench/same-statement-server.ts, which runs this very statement without the API around it.
export const sessionWithCreditByTokenHash = preparedQuery((db) =>
  db
    .select({ ...sessionFields, creditBalanceSatang: memberBalanceSql({ brandId: memberSessions.brandId, memberId: memberSessions.memberId }, 'credit') })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('member_session_with_credit_by_token_hash'),
);

/** The same session fields by the session's id, for a check that has no token at hand (an open stream). */
export async function findMemberSessionById(db: Database, sessionId: string) {
  const [row] = await db
    .select(sessionFields)
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(eq(memberSessions.id, sessionId));
  return row;
}

/** The session with what every authenticated request needs of its member, in one query. */
export async function findMemberSessionByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row;
}

/** The same, with the member's credit balance read in the same statement (one round trip for getCredit). */
export async function findMemberSessionWithCreditByTokenHash(db: Database, tokenHash: string) {
  const [row] = await sessionWithCreditByTokenHash(db).execute({ tokenHash });
  return row;
}

export async function touchMemberSession(
  db: Database,
  sessionId: string,
  update: { lastSeenAt: Date; platform: string | null; channel: string | null; webVersion: string | null },
): Promise<void> {
  await db.update(memberSessions).set(update).where(eq(memberSessions.id, sessionId));
}

export async function revokeMemberSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.id, sessionId), isNull(memberSessions.revokedAt)));
}

/** Ends every live session of the member except `keptSessionId`; returns how many ended. */
export async function revokeOtherMemberSessions(db: Database, memberId: string, keptSessionId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), ne(memberSessions.id, keptSessionId), isNull(memberSessions.revokedAt)))
    .returning({ id: memberSessions.id });
  return revoked.length;
}

/** Ends every live session of the member (an operator locked the account); returns how many ended. */
export async function revokeAllMemberSessions(db: Database, memberId: string, now: Date): Promise<number> {
  const revoked = await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)))
    .returning({ id: memberSessions.id });
  return revoked.length;
}

/** When the member's latest session began, before a new one is opened: undefined for a first login. */
export async function findLatestSessionStart(db: Database, memberId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: memberSessions.createdAt })
    .from(memberSessions)
    .where(eq(memberSessions.memberId, memberId))
    .orderBy(desc(memberSessions.createdAt))
    .limit(1);
  return row?.createdAt;
}
