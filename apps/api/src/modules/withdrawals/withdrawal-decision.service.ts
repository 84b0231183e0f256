import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { appendAudit } from '../audit/audit.repo';
import type { OperatorContext } from '../admin/operator-auth.service';
import { ensureAccount, postHoldInTransaction, voidHoldInTransaction } from '../ledger/ledger.service';
import { lockWithdrawal, markWithdrawalDecided, type WithdrawalRow } from './withdrawals.repo';
import { describeWithdrawal } from './withdrawals.service';

interface Decision {
  operator: OperatorContext;
  ipAddress: string;
  brandId: string;
  withdrawalId: string;
  now: Date;
}

async function lockPending(tx: Database, decision: Decision): Promise<WithdrawalRow> {
  const withdrawal = await lockWithdrawal(tx, decision.withdrawalId);
  if (!withdrawal || withdrawal.brandId !== decision.brandId) throw new AppError('NOT_FOUND');
  if (withdrawal.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
  return withdrawal;
}

/** The payout was sent: the held money goes to the brand's cash account, with the bank's reference. */
export function approveWithdrawal(db: Database, decision: Decision, bankReference: string) {
  return runInTransaction(db, async (tx) => {
    const withdrawal = await lockPending(tx, decision);
    const cashAccountId = await ensureAccount(tx, { brandId: withdrawal.brandId, memberId: null, kind: 'house_cash' });
    await postHoldInTransaction(tx, { holdId: withdrawal.holdId, toAccountId: cashAccountId, idempotencyKey: `withdrawal-approve:${withdrawal.id}` });
    const decided = await markWithdrawalDecided(tx, withdrawal.id, {
      status: 'completed',
      decidedAt: decision.now,
      decidedBy: decision.operator.operatorId,
      bankReference,
      rejectReason: null,
    });
    await appendAudit(tx, {
      operatorId: decision.operator.operatorId,
      brandId: withdrawal.brandId,
      action: 'withdrawal.approve',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      before: { status: withdrawal.status },
      after: { status: decided.status, bankReference, amountSatang: withdrawal.amountSatang },
      ipAddress: decision.ipAddress,
    });
    return describeWithdrawal(decided);
  });
}

/** The payout will not be made: the held money returns to the member. */
export function rejectWithdrawal(db: Database, decision: Decision, reason: string) {
  return runInTransaction(db, async (tx) => {
    const withdrawal = await lockPending(tx, decision);
    await voidHoldInTransaction(tx, { holdId: withdrawal.holdId, idempotencyKey: `withdrawal-reject:${withdrawal.id}` });
    const decided = await markWithdrawalDecided(tx, withdrawal.id, {
      status: 'rejected',
      decidedAt: decision.now,
      decidedBy: decision.operator.operatorId,
      bankReference: null,
      rejectReason: reason,
    });
    await appendAudit(tx, {
      operatorId: decision.operator.operatorId,
      brandId: withdrawal.brandId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      before: { status: withdrawal.status },
      after: { status: decided.status, reason, amountSatang: withdrawal.amountSatang },
      ipAddress: decision.ipAddress,
    });
    return describeWithdrawal(decided);
  });
}
