import type { RewardKind } from '@app/contract/rewards/reward';
import type { TransferKind } from '../ledger/account-kinds';
import type { Database } from '../../db/client';
import { ensureAccount, postTransferInTransaction } from '../ledger/ledger.service';
import type { MemberOfBrand } from './balances';

/**
 * Pays a reward through the ledger in the caller's transaction: credit from the brand's reward
 * account, points from its point account, nothing for a 'none' prize. The key makes a replay of
 * the same payment a no-op. Callers that show balances read them after (readBalances).
 */
export async function payReward(
  tx: Database,
  payment: MemberOfBrand & {
    rewardKind: RewardKind;
    amount: number;
    idempotencyKey: string;
    memo: Record<string, string>;
    transferKind?: TransferKind;
    at: Date;
  },
): Promise<void> {
  if (payment.rewardKind !== 'none') {
    const isPoints = payment.rewardKind === 'point';
    const [fromAccountId, toAccountId] = await Promise.all([
      ensureAccount(tx, { brandId: payment.brandId, memberId: null, kind: isPoints ? 'house_point' : 'house_reward' }),
      ensureAccount(tx, { brandId: payment.brandId, memberId: payment.memberId, kind: isPoints ? 'point' : 'credit' }),
    ]);
    await postTransferInTransaction(tx, {
      brandId: payment.brandId,
      fromAccountId,
      toAccountId,
      amountSatang: payment.amount,
      kind: payment.transferKind ?? (isPoints ? 'point_earn' : 'reward'),
      idempotencyKey: payment.idempotencyKey,
      memo: payment.memo,
      at: payment.at,
    });
  }
}
