import { z } from 'zod';

/**
 * What a check-in day, a wheel segment, a flip card or a catalogue item gives: credit (satang,
 * paid into the credit balance through the ledger), points (paid into the point account) or
 * nothing (a "try again" segment).
 */
export const REWARD_KINDS = ['credit', 'point', 'none'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const rewardSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('credit'), amountSatang: z.number().int().positive() }),
  z.object({ kind: z.literal('point'), points: z.number().int().positive() }),
  z.object({ kind: z.literal('none') }),
]);
export type Reward = z.infer<typeof rewardSchema>;

/**
 * A reward's amount as one number in its own unit, for the fields the specification calls
 * `value` (section 3): satang for credit (every amount on the wire is satang), points for points,
 * 0 for nothing. `kind` says which unit.
 */
export function rewardValue(reward: Reward): number {
  if (reward.kind === 'credit') return reward.amountSatang;
  if (reward.kind === 'point') return reward.points;
  return 0;
}

/** The balances a reward may have changed, so the screen can show them without another call. */
export const balancesSchema = z.object({
  balanceSatang: z.number().int(),
  points: z.number().int(),
});
export type Balances = z.infer<typeof balancesSchema>;
