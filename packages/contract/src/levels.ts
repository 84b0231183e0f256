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
  /** The most one withdrawal may take in this tier (the spec's "max amount"). */
  maxAmountSatang: z.number().int(),
  /** How much may be withdrawn per day, or per withdrawal for a tier capped that way. */
  withdrawCapSatang: z.number().int(),
  withdrawCapPer: z.enum(['day', 'transaction']),
  withdrawalsPerDay: z.number().int(),
  colour: z.string(),
  details: z.array(z.string()),
});
export type TierView = z.infer<typeof tierViewSchema>;

/** Why a member's tier changed: a deposit reached a tier, a month's review, or the operator. */
export const tierChangeReasonSchema = z.enum(['deposit', 'monthly_review', 'operator']);

export const tierChangeSchema = z.object({
  id: z.uuid(),
  fromLevel: z.number().int(),
  fromName: z.string(),
  toLevel: z.number().int(),
  toName: z.string(),
  reason: tierChangeReasonSchema,
  /** The Bangkok month a review judged, 'YYYY-MM-DD' (its first day). */
  reviewMonth: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TierChange = z.infer<typeof tierChangeSchema>;

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
    /** The member's tier changes, newest first. */
    history: z.array(tierChangeSchema),
    /** The newest change the member has not closed yet, shown once as a notice. */
    notice: tierChangeSchema.nullable(),
  }),
});

export const tierNoticeSeenRequestSchema = z.object({ changeId: z.uuid() });
