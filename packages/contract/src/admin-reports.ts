import { z } from 'zod';

/**
 * The operator console's figures (issue 7, screens "Today" and "Reports"). Every amount is
 * integer satang; days are Bangkok calendar days.
 */

const bangkokDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'วันที่ต้องอยู่ในรูปแบบ ปปปป-ดด-วว');

/** One Bangkok day of one brand. */
export const dailyFiguresSchema = z.object({
  day: z.string(),
  /** Deposits credited (statement, slip and operator-assigned), and how many. */
  depositSatang: z.number().int(),
  depositCount: z.number().int(),
  /** Withdrawals completed (paid out) that day, by decision time, and how many. */
  withdrawalSatang: z.number().int(),
  withdrawalCount: z.number().int(),
  /** Deposit promotion bonuses credited. */
  bonusSatang: z.number().int(),
  /** Bets minus wins over the rounds that started that day (provider and house games). */
  grossGamingRevenueSatang: z.number().int(),
  /** Affiliate commission paid for periods starting that day. */
  affiliateCommissionSatang: z.number().int(),
  /** Loss-return credited or claimed that day. */
  lossReturnSatang: z.number().int(),
  newMembers: z.number().int(),
});
export type DailyFigures = z.infer<typeof dailyFiguresSchema>;

/** `GET /api/admin/brands/{brandId}/today`: today's figures so far and every waiting queue. */
export const todayResponseSchema = z.object({
  data: z.object({
    figures: dailyFiguresSchema,
    queues: z.object({
      pendingWithdrawals: z.number().int(),
      /** Large withdrawals with one of their two approvals. */
      awaitingSecondApproval: z.number().int(),
      failedPayouts: z.number().int(),
      unmatchedStatementLines: z.number().int(),
      ambiguousStatementLines: z.number().int(),
      pendingSlipReviews: z.number().int(),
      pendingRewardRequests: z.number().int(),
    }),
  }),
});
export type TodayOverview = z.infer<typeof todayResponseSchema>['data'];

/** `GET /api/admin/brands/{brandId}/reports/daily?start&end`: at most 92 days, oldest first, every day listed. */
export const dailyReportQuerySchema = z.object({ start: bangkokDateSchema, end: bangkokDateSchema });
export const dailyReportResponseSchema = z.object({
  data: z.object({ days: z.array(dailyFiguresSchema), totals: dailyFiguresSchema.omit({ day: true }) }),
});

/**
 * `GET /api/admin/brands/{brandId}/reports/daily.csv?start&end`: the same rows as text/csv in
 * UTF-8 with a byte-order mark (so a spreadsheet opens the Thai headers right), amounts in baht
 * with two decimals, and a totals row.
 */
export const DAILY_REPORT_CSV_HEADERS = [
  'วันที่',
  'ยอดฝาก (บาท)',
  'จำนวนรายการฝาก',
  'ยอดถอน (บาท)',
  'จำนวนรายการถอน',
  'โบนัส (บาท)',
  'รายได้จากเกม GGR (บาท)',
  'ค่าแนะนำ (บาท)',
  'คืนยอดเสีย (บาท)',
  'สมาชิกใหม่',
] as const;
