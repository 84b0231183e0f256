import { z } from 'zod';
import { balancesSchema, rewardSchema, rewardValue, type Reward } from './reward';

/** A reward's amount in its own unit (satang, points, or 0): see `rewardValue`. */
const rewardValueSchema = z.number().int().min(0);

/** A reward that also carries its `value`, as the check-in answer's `gameValue` does (spec section 3). */
export const valuedRewardSchema = rewardSchema.and(z.object({ value: rewardValueSchema }));
export type ValuedReward = z.infer<typeof valuedRewardSchema>;

export function withRewardValue(reward: Reward): ValuedReward {
  return { ...reward, value: rewardValue(reward) };
}

/**
 * Daily check-in (spec sections 3 and 4). A brand sets a reward for each day of the month;
 * a member checks in at most once per Bangkok day.
 */
export const checkInEntrySchema = z.object({
  id: z.uuid(),
  /** The Bangkok day of the month the check-in was made on (1-31). */
  json: z.object({ day: z.number().int().min(1).max(31) }),
  reward: rewardSchema,
  /**
   * The reward's amount in its own unit, under both names the specification gives an entry
   * ("value or game_value", section 3), so a client reading either finds it.
   */
  value: rewardValueSchema,
  game_value: rewardValueSchema,
});
export type CheckInEntry = z.infer<typeof checkInEntrySchema>;

export const checkInStateSchema = z.object({
  /** Today in Bangkok by the server's clock, YYYY-MM-DD: the day the rest of the state is about. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** This Bangkok month's check-ins, oldest first. */
  data: z.array(checkInEntrySchema),
  /** Whether the brand offers check-in at all. */
  visible: z.boolean(),
  /** Whether the member has checked in today (Bangkok); the dashboard popup shows only when false. */
  today: z.boolean(),
  /** Today's reward and tomorrow's, from the brand's table of days. */
  value: rewardSchema,
  tomorrowValue: rewardSchema,
  /** What each day of this Bangkok month gives, day 1 to the month's last day. */
  days: z.array(z.object({ day: z.number().int().min(1).max(31), reward: rewardSchema })),
});
export type CheckInState = z.infer<typeof checkInStateSchema>;

/** The check-in's answer: `gameValue.value` and `gameValueTomorrow.value` (spec section 3) beside each reward's kind and amount. */
export const checkInResultSchema = z.object({
  gameLog: z.object({ id: z.uuid() }),
  gameValue: valuedRewardSchema,
  gameValueTomorrow: valuedRewardSchema,
  entry: checkInEntrySchema,
  balances: balancesSchema,
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;
export const checkInResultResponseSchema = z.object({ data: checkInResultSchema });
