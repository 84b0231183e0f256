import { z } from 'zod';

const bangkokDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว');

/**
 * `POST /api/auth/log/affiliate/{username}`: type `wl` is the member's own win/loss between two
 * Bangkok dates (inclusive, at most 31 days); type `af` the movements of their affiliate balance
 * (affiliateLogResponseSchema in affiliate.ts).
 */
export const memberLogRequestSchema = z.object({
  type: z.enum(['wl', 'af']),
  start: bangkokDateSchema,
  end: bangkokDateSchema,
});

const totalsSchema = z.object({
  betSatang: z.number().int(),
  winSatang: z.number().int(),
  /** Win minus bet: what the member gained (negative: lost). */
  netSatang: z.number().int(),
  rounds: z.number().int(),
});

export const winLossResponseSchema = z.object({
  data: z.object({
    days: z.array(totalsSchema.extend({ day: z.string() })),
    rounds: z.array(
      z.object({
        roundId: z.string(),
        providerCode: z.string(),
        gameCode: z.string(),
        betSatang: z.number().int(),
        winSatang: z.number().int(),
        netSatang: z.number().int(),
        startedAt: z.iso.datetime(),
      }),
    ),
    /** Every round in the range; `rounds` lists at most the newest 500 of them. */
    totalRounds: z.number().int(),
  }),
});
