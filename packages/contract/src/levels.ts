import { z } from 'zod';

export const tierViewSchema = z.object({
  level: z.number().int().min(1).max(6),
  name: z.string(),
  status: z.enum(['achieved', 'current', 'locked']),
  disabled: z.boolean(),
  criteria: z.string(),
  image: z.string(),
  lossReturnPercent: z.number(),
  nextLevelSatang: z.number().int(),
  maxAmountSatang: z.number().int(),
  colour: z.string(),
  details: z.array(z.string()),
});
export type TierView = z.infer<typeof tierViewSchema>;

export const levelResponseSchema = z.object({
  data: z.object({
    current: tierViewSchema,
    progress: z.object({
      /** Which deposits count toward the next tier: all of them, or this Bangkok month's. */
      basis: z.enum(['cumulative', 'month']),
      depositedSatang: z.number().int(),
      nextLevelSatang: z.number().int(),
      remainingSatang: z.number().int(),
      percent: z.number().min(0).max(100),
    }),
    tiers: z.array(tierViewSchema),
  }),
});
