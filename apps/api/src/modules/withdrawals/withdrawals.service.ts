import { randomUUID } from 'node:crypto';
import type { Withdrawal } from '@app/contract/withdrawals';
import { formatBaht } from '@app/contract/money';
import { MAX_WITHDRAWALS_PER_DAY } from '@app/contract/tiers';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { bangkokDay } from '../../lib/bangkok-time';
import type { MemberContext } from '../auth/member-auth.service';
import { createHoldInTransaction, ensureAccount, getAccountBalance } from '../ledger/ledger.service';
import { findBrandById } from '../brands/brands.repo';
import { settleIdempotencyKey, type RequestIdempotency } from '../idempotency/request-idempotency';
import { findMemberBank, lockMember } from '../members/members.repo';
import { getTierRules } from '../tiers/tiers.service';
import { sumUnmetTurnover } from '../deposits/deposits.repo';
import { needsTwoApprovals } from './four-eyes';
import { findWithdrawalByKey, insertWithdrawal, sumWithdrawalsOfDay, type WithdrawalRow } from './withdrawals.repo';

export function describeWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    uuid: row.id,
    amountSatang: row.amountSatang,
    status: row.status,
    bankCode: row.bankCode,
    bankAccountNumber: row.bankAccountNumber,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
    failureReason: row.failureReason,
  };
}

/**
 * Accepts a withdrawal request and holds its money, or refuses it with nothing moved.
 * The member row is locked first, so concurrent requests of one member are judged one at a
 * time against the day's count and cap (Bangkok day), and the hold refuses an overdraft.
 */
export async function requestWithdrawal(
  db: Database,
  member: MemberContext,
  request: { amountSatang: number; idempotencyKey: RequestIdempotency; now: Date; initialStatus?: 'pending' | 'processing' },
): Promise<{ withdrawal: Withdrawal & { balanceAfterSatang: number }; isReplay: boolean }> {
  return runInTransaction(db, async (tx) => {
    const locked = await lockMember(tx, member.memberId);
    if (!locked) throw new AppError('MEMBER_NOT_FOUND');
    // A key-less repeat within the window is refused here; a keyed one is looked up next.
    const idempotencyKey = await settleIdempotencyKey(tx, member.memberId, request.idempotencyKey, request.now);
    // A retry of an accepted request (same key, read under the member lock) gets the first answer.
    const earlier = await findWithdrawalByKey(tx, member.memberId, idempotencyKey);
    if (earlier) {
      if (earlier.amountSatang !== request.amountSatang) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      const memberAccountId = await ensureAccount(tx, { brandId: member.brandId, memberId: member.memberId, kind: 'credit' });
      return { withdrawal: { ...describeWithdrawal(earlier), balanceAfterSatang: await getAccountBalance(tx, memberAccountId) }, isReplay: true };
    }
    // The checks run in the order docs/decisions.md (Withdrawals) gives, so the member hears of
    // the first thing to put right: where the money goes, whether they have it, then the limits.
    const bank = await findMemberBank(tx, member.memberId);
    if (!bank) throw new AppError('MEMBER_BANK_MISSING');
    const memberAccountId = await ensureAccount(tx, { brandId: member.brandId, memberId: member.memberId, kind: 'credit' });
    // The hold below refuses an overdraft too; this says it before any limit is named.
    if (request.amountSatang > (await getAccountBalance(tx, memberAccountId))) throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
    const unmetTurnover = await sumUnmetTurnover(tx, member.memberId);
    if (unmetTurnover > 0) {
      throw new AppError('WITHDRAWAL_TURNOVER_UNMET', {
        field: 'amount',
        message: `ต้องทำยอดเทิร์นโอเวอร์อีก ${formatBaht(unmetTurnover)} บาทก่อนถอนเงิน`,
      });
    }
    const tier = await getTierRules(tx, member.brandId, locked.level);
    if (tier.maxPerWithdrawalSatang !== null && request.amountSatang > tier.maxPerWithdrawalSatang) {
      throw new AppError('WITHDRAWAL_OVER_TRANSACTION_MAX', {
        field: 'amount',
        message: `ถอนได้ไม่เกิน ${formatBaht(tier.maxPerWithdrawalSatang)} บาทต่อครั้ง`,
      });
    }
    const day = bangkokDay(request.now);
    const today = await sumWithdrawalsOfDay(tx, member.memberId, day);
    if (today.requestCount >= MAX_WITHDRAWALS_PER_DAY) throw new AppError('WITHDRAWAL_DAILY_COUNT_REACHED', { field: 'amount' });
    if (tier.withdrawCapPer === 'day' && today.totalSatang + request.amountSatang > tier.withdrawCapSatang) {
      const remaining = Math.max(0, tier.withdrawCapSatang - today.totalSatang);
      throw new AppError('WITHDRAWAL_DAILY_CAP_EXCEEDED', {
        field: 'amount',
        message: `ยอดถอนรวมวันนี้เกินวงเงินต่อวัน ถอนได้อีกไม่เกิน ${formatBaht(remaining)} บาท`,
      });
    }

    // Four-eyes counts the member's withdrawals of the day together: two just below the threshold
    // are one above it. Judged now, under the member lock, and kept with the withdrawal.
    const brand = await findBrandById(tx, member.brandId);
    if (!brand) throw new AppError('BRAND_NOT_FOUND');
    const needsSecondApproval = needsTwoApprovals(brand, today.totalSatang + request.amountSatang);

    const withdrawalId = randomUUID();
    const hold = await createHoldInTransaction(tx, {
      brandId: member.brandId,
      memberAccountId,
      amountSatang: request.amountSatang,
      idempotencyKey: `withdrawal:${withdrawalId}`,
      memo: { withdrawalId },
      at: request.now,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
      throw error;
    });
    const row = await insertWithdrawal(tx, {
      id: withdrawalId,
      brandId: member.brandId,
      memberId: member.memberId,
      amountSatang: request.amountSatang,
      bankCode: bank.bankCode,
      bankAccountNumber: bank.accountNumber,
      holdId: hold.holdId,
      bangkokDay: day,
      createdAt: request.now,
      idempotencyKey,
      // One that needs two operators never goes to the automatic payout: it waits in their queue.
      status: needsSecondApproval ? 'pending' : (request.initialStatus ?? 'pending'),
      needsSecondApproval,
    });
    return { withdrawal: { ...describeWithdrawal(row), balanceAfterSatang: hold.memberBalanceAfterSatang }, isReplay: false };
  });
}
