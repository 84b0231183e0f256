import type { Database } from '../../db/client';
import { payReward } from './pay-reward';
import { findRewardSettings } from './reward-setup.repo';

/** Points for a deposit under the brand's rule: so many per full 100 baht (docs/rewards.md). */
export function depositPoints(amountSatang: number, pointsPer100Baht: number): number {
  return Math.floor(amountSatang / 10_000) * pointsPer100Baht;
}

/** Pays a credited deposit's points in the deposit's own transaction, once per deposit. */
export async function earnDepositPointsInTransaction(
  tx: Database,
  deposit: { id: string; brandId: string; memberId: string; amountSatang: number; createdAt: Date },
): Promise<void> {
  const settings = await findRewardSettings(tx, deposit.brandId);
  const points = depositPoints(deposit.amountSatang, settings.pointsPer100BahtDeposit);
  if (points <= 0) return;
  await payReward(tx, {
    brandId: deposit.brandId,
    memberId: deposit.memberId,
    rewardKind: 'point',
    amount: points,
    idempotencyKey: `points:deposit:${deposit.id}`,
    memo: { depositId: deposit.id },
    at: deposit.createdAt,
  });
}
