import type { AuditAction } from '@app/contract/audit-actions';
import { needsTwoApprovals } from './four-eyes';
import type { WithdrawalStatus } from '@app/contract/withdrawals';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import { ensureAccount, postHoldInTransaction, voidHoldInTransaction } from '../ledger/ledger.service';
import { findBrandById } from '../brands/brands.repo';
import { lockWithdrawal, markFirstApproval, updateWithdrawalStatus, type WithdrawalRow } from './withdrawals.repo';
import { describeWithdrawal } from './withdrawals.service';

/** Who decides: an operator, or (operatorId null) the automatic payout service. */
export interface Decision {
  operatorId: string | null;
  ipAddress: string | null;
  brandId: string;
  withdrawalId: string;
  now: Date;
}

async function lockIn(tx: Database, decision: Decision, allowed: WithdrawalStatus[], refusal: 'WITHDRAWAL_NOT_PENDING' | 'WITHDRAWAL_NOT_FAILED') {
  const withdrawal = await lockWithdrawal(tx, decision.withdrawalId);
  if (!withdrawal || withdrawal.brandId !== decision.brandId) throw new AppError('NOT_FOUND');
  if (!allowed.includes(withdrawal.status)) throw new AppError(refusal);
  return withdrawal;
}

async function audit(tx: Database, decision: Decision, action: AuditAction, before: WithdrawalRow, after: Record<string, unknown>) {
  await appendAudit(tx, {
    operatorId: decision.operatorId,
    brandId: before.brandId,
    action,
    targetType: 'withdrawal',
    targetId: before.id,
    before: { status: before.status },
    after: { ...after, amountSatang: before.amountSatang },
    ipAddress: decision.ipAddress,
  });
}

/**
 * The payout was sent: the held money goes to the brand's cash account, with the bank's reference.
 * A withdrawal above the four-eyes threshold is only marked by its first approver; a second,
 * different operator completes it. The automatic payout service (no operator) never reaches
 * such a withdrawal: transferToBank leaves it pending for the operators.
 */
export function approveWithdrawal(db: Database, decision: Decision, bankReference: string, from: WithdrawalStatus[] = ['pending']) {
  return runInTransaction(db, async (tx) => {
    const withdrawal = await lockIn(tx, decision, from, 'WITHDRAWAL_NOT_PENDING');
    const brand = await findBrandById(tx, withdrawal.brandId);
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    // The rule when the member asked (kept on the withdrawal), or today's if it is stricter.
    if (decision.operatorId !== null && (withdrawal.needsSecondApproval || needsTwoApprovals(brand, withdrawal.amountSatang))) {
      if (withdrawal.firstApprovedBy === null) {
        const marked = await markFirstApproval(tx, withdrawal.id, decision.operatorId, decision.now);
        await audit(tx, decision, 'withdrawal.first_approve', withdrawal, { status: marked.status, firstApprovedBy: decision.operatorId });
        return { ...describeWithdrawal(marked), firstApprovedBy: marked.firstApprovedBy };
      }
      if (withdrawal.firstApprovedBy === decision.operatorId) throw new AppError('SECOND_APPROVER_REQUIRED');
    }
    const cashAccountId = await ensureAccount(tx, { brandId: withdrawal.brandId, memberId: null, kind: 'house_cash' });
    await postHoldInTransaction(tx, {
      holdId: withdrawal.holdId,
      toAccountId: cashAccountId,
      idempotencyKey: `withdrawal-approve:${withdrawal.id}`,
      at: decision.now,
    });
    const decided = await updateWithdrawalStatus(tx, withdrawal.id, from, {
      status: 'completed',
      decidedAt: decision.now,
      decidedBy: decision.operatorId,
      bankReference,
      failureReason: null,
    });
    await audit(tx, decision, 'withdrawal.approve', withdrawal, { status: decided.status, bankReference });
    return { ...describeWithdrawal(decided), firstApprovedBy: decided.firstApprovedBy };
  });
}

/** The payout will not be made: the held money returns to the member. A failed payout may be rejected too. */
export function rejectWithdrawal(db: Database, decision: Decision, reason: string) {
  return runInTransaction(db, async (tx) => {
    const withdrawal = await lockIn(tx, decision, ['pending', 'failed'], 'WITHDRAWAL_NOT_PENDING');
    await voidHoldInTransaction(tx, { holdId: withdrawal.holdId, idempotencyKey: `withdrawal-reject:${withdrawal.id}`, at: decision.now });
    const decided = await updateWithdrawalStatus(tx, withdrawal.id, ['pending', 'failed'], {
      status: 'rejected',
      decidedAt: decision.now,
      decidedBy: decision.operatorId,
      rejectReason: reason,
    });
    await audit(tx, decision, 'withdrawal.reject', withdrawal, { status: decided.status, reason });
    return { ...describeWithdrawal(decided), firstApprovedBy: decided.firstApprovedBy };
  });
}

/** The bank refused the payout. The money stays held; the member may ask to try again. */
export function failWithdrawal(db: Database, decision: Decision, reason: string, from: WithdrawalStatus[] = ['pending']) {
  return runInTransaction(db, async (tx) => {
    const withdrawal = await lockIn(tx, decision, from, 'WITHDRAWAL_NOT_PENDING');
    const failed = await updateWithdrawalStatus(tx, withdrawal.id, from, { status: 'failed', failureReason: reason });
    await audit(tx, decision, 'withdrawal.fail', withdrawal, { status: failed.status, reason });
    return { ...describeWithdrawal(failed), firstApprovedBy: failed.firstApprovedBy };
  });
}

/**
 * Who asks for a failed payout to be tried again: its own member (the member site), or a
 * finance operator of its brand (the console). Both take the one path below, so the rules are
 * the same; only the operator's request is audited, as every operator write is.
 */
export type RetryRequester = { memberId: string } | { operatorId: string; ipAddress: string | null };

/**
 * A failed payout is resubmitted: it returns to the queue as pending, with the same held money,
 * so it is paid only through an approval again (with four-eyes above the brand's threshold).
 * The row lock makes concurrent retries of one withdrawal take turns: the first moves it, the
 * others find it no longer failed.
 */
export function retryWithdrawal(db: Database, request: { brandId: string; withdrawalId: string; requester: RetryRequester; now: Date }) {
  return runInTransaction(db, async (tx) => {
    const { requester } = request;
    const withdrawal = await lockWithdrawal(tx, request.withdrawalId);
    // Another member's (or brand's) withdrawal is answered exactly like a missing one.
    const isOwnedByRequester = 'memberId' in requester ? withdrawal?.memberId === requester.memberId : true;
    if (!withdrawal || !isOwnedByRequester || withdrawal.brandId !== request.brandId) throw new AppError('NOT_FOUND');
    if (withdrawal.status !== 'failed') throw new AppError('WITHDRAWAL_NOT_FAILED');
    const retried = await updateWithdrawalStatus(tx, withdrawal.id, ['failed'], { status: 'pending' });
    if ('operatorId' in requester) {
      const decision = { ...requester, brandId: request.brandId, withdrawalId: withdrawal.id, now: request.now };
      await audit(tx, decision, 'withdrawal.retry', withdrawal, { status: retried.status, failureReason: withdrawal.failureReason });
    }
    return { ...describeWithdrawal(retried), firstApprovedBy: retried.firstApprovedBy };
  });
}
