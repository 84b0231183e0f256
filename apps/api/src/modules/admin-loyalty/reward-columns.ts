import type { Reward, RewardKind } from '@app/contract/rewards/reward';

/**
 * A reward as the (kind, amount) pair the tables store: satang for credit, points for point, 0
 * for none (the inverse of rewards/reward-shape's toReward). The tables' reward-amount check
 * refuses any other pairing.
 */
export function toRewardColumns(reward: Reward): { rewardKind: RewardKind; amount: number } {
  if (reward.kind === 'credit') return { rewardKind: 'credit', amount: reward.amountSatang };
  if (reward.kind === 'point') return { rewardKind: 'point', amount: reward.points };
  return { rewardKind: 'none', amount: 0 };
}
