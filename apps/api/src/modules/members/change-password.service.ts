import type { ChangePasswordRequest } from '@app/contract/auth';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { LoginThrottle } from '../auth/login-throttle';
import type { MemberContext } from '../auth/member-auth.service';
import { revokeOtherMemberSessions } from '../auth/member-sessions.repo';
import { lockMember, updateMemberPasswordHash } from './members.repo';

/**
 * The member changes their password: the old one must be right (wrong guesses count against the
 * same throttle as logins, in a scope of their own, so a stolen session cannot try passwords
 * freely), the new hash is stored, and every other session of the member ends, all at once. The
 * session that made the change stays signed in.
 */
export async function changeMemberPassword(
  deps: { db: Database; throttle: LoginThrottle },
  member: MemberContext,
  change: ChangePasswordRequest & { ipAddress: string; now: Date },
): Promise<{ otherSessionsEnded: number }> {
  const scopes = { usernameScope: `password-change:${member.brandId}:${member.username}`, ipScope: `ip:${change.ipAddress}` };
  await deps.throttle.takeAttempt(scopes, change.now);
  const newPasswordHash = await hashPassword(change.newPassword);
  const outcome = await runInTransaction(deps.db, async (tx) => {
    const row = await lockMember(tx, member.memberId);
    if (!row) throw new AppError('MEMBER_NOT_FOUND');
    if (!(await verifyPassword(row.passwordHash, change.oldPassword))) return { isOldPasswordWrong: true, otherSessionsEnded: 0 };
    await updateMemberPasswordHash(tx, member.memberId, newPasswordHash);
    return { isOldPasswordWrong: false, otherSessionsEnded: await revokeOtherMemberSessions(tx, member.memberId, member.sessionId, change.now) };
  });
  // A wrong old password leaves its attempt counted; a right one gives it back.
  if (outcome.isOldPasswordWrong) throw new AppError('OLD_PASSWORD_WRONG', { field: 'oldPassword' });
  await deps.throttle.recordSuccess(scopes);
  return { otherSessionsEnded: outcome.otherSessionsEnded };
}
