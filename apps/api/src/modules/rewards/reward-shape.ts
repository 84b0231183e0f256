import type { Reward, RewardKind } from '@app/contract/rewards/reward';

/** A stored (kind, amount) pair as the contract's reward. */
export function toReward(kind: RewardKind, amount: number): Reward {
  if (kind === 'credit') return { kind, amountSatang: amount };
  if (kind === 'point') return { kind, points: amount };
  return { kind: 'none' };
}
