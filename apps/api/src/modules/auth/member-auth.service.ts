import type { ClientInfo } from '@app/contract/client-headers';
import type { LoginResponse } from '@app/contract/auth';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSessionAlive, shouldTouch, type SessionLifetime } from '../../lib/session-policy';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { findMemberByUsername, type MemberRow } from '../members/members.repo';
import { buildProfile } from '../members/profile.service';
import { assertNotOnBreak } from '../player-protection/breaks.service';
import type { LoginThrottle } from './login-throttle';
import {
  findMemberSessionByTokenHash,
  findLatestSessionStart,
  findMemberSessionWithCreditByTokenHash,
  insertMemberSession,
  revokeMemberSession,
  touchMemberSession,
} from './member-sessions.repo';

export interface MemberContext {
  memberId: string;
  brandId: string;
  username: string;
  sessionId: string;
}

export interface MemberAuthDeps {
  db: Database;
  throttle: LoginThrottle;
  lifetime: SessionLifetime;
}

export async function loginMember(
  deps: MemberAuthDeps,
  attempt: { brandId: string; username: string; password: string; ipAddress: string; userAgent: string | null; client: ClientInfo; now: Date },
): Promise<LoginResponse> {
  const scopes = {
    usernameScope: `member:${attempt.brandId}:${attempt.username.toLowerCase()}`,
    ipScope: `ip:${attempt.ipAddress}`,
  };
  const member = await deps.throttle.checkPassword(
    scopes,
    attempt.now,
    () => findMemberByUsername(deps.db, attempt.brandId, attempt.username),
    attempt.password,
  );
  if (member.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  // Told only to whoever knows the password: a break is the member's own business.
  await assertNotOnBreak(deps.db, member.id, attempt.now);
  return openMemberSession(deps, member, attempt);
}

/** Starts a session for a member who has just proved who they are (login or registration). */
export async function openMemberSession(
  deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>,
  member: MemberRow,
  attempt: { ipAddress: string; userAgent: string | null; client: ClientInfo; now: Date },
): Promise<LoginResponse> {
  const { token, tokenHash } = createSessionToken();
  const expiresAt = new Date(attempt.now.getTime() + deps.lifetime.maxAgeMs);
  const previousLoginAt = await findLatestSessionStart(deps.db, member.id);
  await insertMemberSession(deps.db, {
    tokenHash,
    memberId: member.id,
    brandId: member.brandId,
    createdAt: attempt.now,
    lastSeenAt: attempt.now,
    expiresAt,
    ipAddress: attempt.ipAddress,
    userAgent: attempt.userAgent?.slice(0, 300) ?? null,
    ...attempt.client,
  });
  return { token, expiresAt: expiresAt.toISOString(), user: await buildProfile(deps.db, member), previousLoginAt: previousLoginAt?.toISOString() ?? null };
}

type SessionCheck = { token: string | undefined; brandId: string; client: ClientInfo; now: Date };
type FoundSession = NonNullable<Awaited<ReturnType<typeof findMemberSessionByTokenHash>>>;

/**
 * Turns a bearer token into the member it belongs to. A token from another brand's site is
 * treated as no token at all, so nothing about the other brand's member leaks.
 */
export async function authenticateMember(deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>, request: SessionCheck): Promise<MemberContext> {
  if (!request.token) throw new AppError('AUTH_REQUIRED');
  const session = await findMemberSessionByTokenHash(deps.db, hashSessionToken(request.token));
  return acceptSession(deps, request, session);
}

/**
 * The same check, with the member's credit balance read in the session's own statement: a route
 * that only answers the balance (getCredit) costs one database round trip instead of two. The
 * balance is as the ledger held it when the session was read.
 */
export async function authenticateMemberReadingCredit(
  deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>,
  request: SessionCheck,
): Promise<{ member: MemberContext; creditBalanceSatang: number }> {
  if (!request.token) throw new AppError('AUTH_REQUIRED');
  const session = await findMemberSessionWithCreditByTokenHash(deps.db, hashSessionToken(request.token));
  const member = await acceptSession(deps, request, session);
  return { member, creditBalanceSatang: session?.creditBalanceSatang ?? 0 };
}

/** Refuses a missing, foreign, revoked, idle, too old or locked member's session; notes that it was used. */
async function acceptSession(deps: Pick<MemberAuthDeps, 'db' | 'lifetime'>, request: SessionCheck, session: FoundSession | undefined): Promise<MemberContext> {
  if (!session || session.brandId !== request.brandId) throw new AppError('AUTH_REQUIRED');
  if (!isSessionAlive(session, request.now, deps.lifetime)) throw new AppError('SESSION_EXPIRED');
  if (session.memberStatus !== 'active') throw new AppError('ACCOUNT_DISABLED');
  // At most once a minute (lib/session-policy.ts): a second round trip only then.
  if (shouldTouch(session, request.now)) {
    await touchMemberSession(deps.db, session.sessionId, { lastSeenAt: request.now, ...request.client });
  }
  return { memberId: session.memberId, brandId: session.brandId, username: session.username, sessionId: session.sessionId };
}

export async function logoutMember(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeMemberSession(db, sessionId, now);
}
