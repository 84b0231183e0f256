import { z } from 'zod';

/**
 * Loss-return (cashback): a share of a member's net game loss over a period, by the member's
 * tier. The brand chooses whether it is credited at once or offered to claim on the reward page.
 */
export const LOSS_RETURN_MODES = ['credit', 'claim'] as const;
export const LOSS_RETURN_PERIODS = ['weekly', 'daily'] as const;

export const lossReturnSchema = z.object({
  id: z.uuid(),
  /** The period, as Bangkok dates (inclusive). */
  periodStart: z.string(),
  periodEnd: z.string(),
  lossSatang: z.number().int(),
  percent: z.number(),
  amountSatang: z.number().int(),
  /** offered: waiting for the member to claim; paid: on the credit balance. */
  status: z.enum(['offered', 'paid']),
  paidAt: z.iso.datetime().nullable(),
});
export type LossReturn = z.infer<typeof lossReturnSchema>;

export const lossReturnListResponseSchema = z.object({
  data: z.object({
    mode: z.enum(LOSS_RETURN_MODES),
    period: z.enum(LOSS_RETURN_PERIODS),
    percent: z.number(),
    items: z.array(lossReturnSchema),
  }),
});
export const lossReturnClaimParamsSchema = z.object({ id: z.uuid() });
export const lossReturnClaimResponseSchema = z.object({ data: lossReturnSchema, balanceSatang: z.number().int() });
