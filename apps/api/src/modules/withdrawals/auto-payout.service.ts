import type { Withdrawal } from '@app/contract/withdrawals';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { MemberContext } from '../auth/member-auth.service';
import type { Brand } from '../brands/brand-directory';
import type { RequestIdempotency } from '../idempotency/request-idempotency';
import { approveWithdrawal, failWithdrawal } from './withdrawal-decision.service';
import type { PayoutAdapter } from './payout-adapter';
import { requestWithdrawal } from './withdrawals.service';

/**
 * The instant path for brands that pay automatically: the same rules and hold as a withdrawal
 * request, created as `processing` so no operator can decide it while the payout service works,
 * then the service is asked at once. Paid completes it; an explicit refusal leaves it failed with
 * its money held; an unclear answer (or a crash) leaves it processing, to be settled only after
 * the service is asked again by the withdrawal id. A replay never asks the service twice.
 */
export async function transferToBank(
  deps: { db: Database; payout: PayoutAdapter | undefined },
  brand: Brand,
  member: MemberContext,
  request: { amountSatang: number; idempotencyKey: RequestIdempotency; now: Date },
): Promise<Withdrawal & { balanceAfterSatang: number }> {
  if (!brand.isAutoPayoutEnabled || !deps.payout) throw new AppError('AUTO_PAYOUT_DISABLED');
  const { withdrawal, isReplay } = await requestWithdrawal(deps.db, member, { ...request, initialStatus: 'processing' });
  // One that needs two operators' approval (requestWithdrawal judged it, the day's withdrawals
  // counted together) is created pending and never pays itself: it waits in their queue.
  if (isReplay || withdrawal.status !== 'processing') return withdrawal;

  const result = await deps.payout.send({
    withdrawalId: withdrawal.uuid,
    bankCode: withdrawal.bankCode,
    accountNumber: withdrawal.bankAccountNumber,
    amountSatang: withdrawal.amountSatang,
  });
  const decision = { operatorId: null, ipAddress: null, brandId: brand.id, withdrawalId: withdrawal.uuid, now: request.now };
  if (result.outcome === 'unknown') return withdrawal;
  const settled =
    result.outcome === 'paid'
      ? await approveWithdrawal(deps.db, decision, result.bankReference, ['processing'])
      : await failWithdrawal(deps.db, decision, result.reason, ['processing']);
  return { ...settled, balanceAfterSatang: withdrawal.balanceAfterSatang };
}
