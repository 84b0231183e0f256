import { z } from 'zod';

/**
 * The console's report of members whose losses or deposits rose sharply on one Bangkok day, for a
 * support operator to contact (docs/player-protection.md). Every amount is integer satang.
 *
 * A member is listed when, on the day, their deposits or their losses (bets not cancelled, less
 * wins) reach both SHARP_RISE_MINIMUM_SATANG and SHARP_RISE_MULTIPLIER times their average per
 * day over the SHARP_RISE_HISTORY_DAYS Bangkok days before it (every day counted, days without
 * play as zero). The minimum keeps small first deposits of new members off the list.
 */
export const SHARP_RISE_MULTIPLIER = 3;
export const SHARP_RISE_HISTORY_DAYS = 30;
/** 1,000 baht. */
export const SHARP_RISE_MINIMUM_SATANG = 100_000;

const bangkokDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว');

/** `GET /api/admin/brands/{brandId}/protection/sharp-rises?day=YYYY-MM-DD`: without a day, today in Bangkok. */
export const sharpRisesQuerySchema = z.object({ day: bangkokDaySchema.optional() });

/** One figure of a member: the day's amount against the days before it. */
export const sharpRiseFigureSchema = z.object({
  daySatang: z.number().int(),
  /** The sum of the SHARP_RISE_HISTORY_DAYS days before the day (a loss may be negative after wins). */
  historySatang: z.number().int(),
  /** historySatang per day, rounded to the satang, for reading; the rule compares the exact sum. */
  averagePerDaySatang: z.number().int(),
  /** Whether this figure put the member on the list. */
  isSharpRise: z.boolean(),
});
export type SharpRiseFigure = z.infer<typeof sharpRiseFigureSchema>;

export const sharpRiseMemberSchema = z.object({
  memberId: z.uuid(),
  username: z.string(),
  name: z.string(),
  deposit: sharpRiseFigureSchema,
  loss: sharpRiseFigureSchema,
});
export type SharpRiseMember = z.infer<typeof sharpRiseMemberSchema>;

export const sharpRisesReportSchema = z.object({
  day: z.string(),
  /** The first of the days the average is taken over; the last is the day before `day`. */
  historyStartDay: z.string(),
  /** Largest rise first: by the larger of the day's deposits and losses. */
  members: z.array(sharpRiseMemberSchema),
});
export type SharpRisesReport = z.infer<typeof sharpRisesReportSchema>;

export const sharpRisesResponseSchema = z.object({ data: sharpRisesReportSchema });
