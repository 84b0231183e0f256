import type { MemberSummary } from '@app/contract/admin-members';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { OperatorContext } from '../admin/operator-auth.service';
import { appendAudit } from '../audit/audit.repo';
import { revokeAllMemberSessions } from '../auth/member-sessions.repo';
import { lockMember } from '../members/members.repo';
import { updateMemberStatus } from './admin-members.repo';
import { describeMemberSummary } from './member-of-brand';

export interface StatusAction {
  operator: OperatorContext;
  ipAddress: string;
  brandId: string;
  memberId: string;
  now: Date;
}

/**
 * Locks or unlocks a member. Locking ends every session of theirs in the same transaction as the
 * status and its audit entry, so no request can slip through on a session the lock left alive.
 * Asking for the status the member already has changes nothing and writes no audit entry: an
 * operator repeating a lock (two screens, a retry) gets the member back, not an error.
 */
export async function setMemberStatus(db: Database, action: StatusAction, change: { status: 'active' | 'locked'; reason: string }): Promise<MemberSummary> {
  return runInTransaction(db, async (tx) => {
    // The row lock orders concurrent changes of one member, so each audit entry's "before" is true.
    const member = await lockMember(tx, action.memberId);
    if (!member || member.brandId !== action.brandId) throw new AppError('MEMBER_NOT_FOUND');
    if (member.status === change.status) return describeMemberSummary(tx, member);

    const updated = await updateMemberStatus(tx, member.id, change.status);
    const sessionsEnded = change.status === 'locked' ? await revokeAllMemberSessions(tx, member.id, action.now) : 0;
    await appendAudit(tx, {
      operatorId: action.operator.operatorId,
      brandId: member.brandId,
      action: 'member.status.set',
      targetType: 'member',
      targetId: member.id,
      before: { status: member.status },
      after: { status: updated.status, reason: change.reason, sessionsEnded },
      ipAddress: action.ipAddress,
    });
    return describeMemberSummary(tx, updated);
  });
}
