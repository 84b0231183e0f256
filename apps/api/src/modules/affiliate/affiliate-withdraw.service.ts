import type { z } from 'zod';
import type { affiliateWithdrawResponseSchema } from '@app/contract/affiliate';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { MemberContext } from '../auth/member-auth.service';
import { settleIdempotencyKey, type RequestIdempotency } from '../idempotency/request-idempotency';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import { lockMember } from '../members/members.repo';
import { requestWithdrawal } from '../withdrawals/withdrawals.service';

type AffiliateWithdrawal = z.infer<typeof affiliateWithdrawResponseSchema>['data'];

/**
 * Moves affiliate money out (docs/affiliate.md). 'credit': from the affiliate account to the
 * member's credit. 'bank': the same move, then a withdrawal request for it under every
 * withdrawal rule, in one transaction, so a refused request moves nothing. The member row is
 * locked first and the ledger refuses an overdraft, so concurrent requests never take more than
 * the balance; one idempotency key makes one movement however often it is sent.
 */
export async function withdrawAffiliate(
  db: Database,
  member: MemberContext,
  request: { amountSatang: number; type: 'credit' | 'bank'; idempotencyKey: RequestIdempotency; now: Date },
): Promise<AffiliateWithdrawal> {
  return runInTransaction(db, async (tx) => {
    if (!(await lockMember(tx, member.memberId))) throw new AppError('MEMBER_NOT_FOUND');
    const idempotencyKey = await settleIdempotencyKey(tx, member.memberId, request.idempotencyKey, request.now);
    const [fromAccountId, toAccountId] = await Promise.all([
      ensureAccount(tx, { brandId: member.brandId, memberId: member.memberId, kind: 'affiliate' }),
      ensureAccount(tx, { brandId: member.brandId, memberId: member.memberId, kind: 'credit' }),
    ]);
    const moved = await postTransferInTransaction(tx, {
      brandId: member.brandId,
      fromAccountId,
      toAccountId,
      amountSatang: request.amountSatang,
      kind: request.type === 'credit' ? 'affiliate_to_credit' : 'affiliate_to_bank',
      idempotencyKey: `affiliate-withdraw:${member.memberId}:${idempotencyKey}`,
      at: request.now,
    }).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
      throw error;
    });
    let withdrawalUuid: string | null = null;
    if (request.type === 'bank') {
      const { withdrawal } = await requestWithdrawal(tx, member, {
        amountSatang: request.amountSatang,
        idempotencyKey: `affiliate:${idempotencyKey}`,
        now: request.now,
      });
      withdrawalUuid = withdrawal.uuid;
    }
    return { type: request.type, amountSatang: request.amountSatang, affiliateBalanceAfterSatang: moved.fromBalanceAfterSatang, withdrawalUuid };
  });
}
