import { z } from 'zod';

/**
 * The member's activity statement (docs/player-protection.md): what went through their credit
 * account in one Bangkok calendar month, read from the ledger. Every amount is integer satang.
 */

/** A Bangkok calendar month, written 'YYYY-MM', of this millennium (no account is older). */
export const statementMonthSchema = z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'เดือนต้องอยู่ในรูปแบบ ปปปป-ดด เช่น 2026-11');

/** `GET /api/auth/protection/statement?month=YYYY-MM`: without a month, the current Bangkok month. */
export const activityStatementQuerySchema = z.object({ month: statementMonthSchema.optional() });

/** One month of the member's own credit account. */
export const activityStatementSchema = z.object({
  month: z.string(),
  /** Deposits credited in the month (promotion bonuses are not deposits). */
  depositSatang: z.number().int(),
  /** Withdrawals paid out in the month; a refused one returned the money and is not a withdrawal. */
  withdrawalSatang: z.number().int(),
  /** Bets placed in the month, less bets the game cancelled (refunded) in the month. */
  betSatang: z.number().int(),
  /** Wins paid in the month. */
  winSatang: z.number().int(),
  /** Wins less bets: positive when the member won, negative when they lost. */
  netResultSatang: z.number().int(),
  /** The member's sign-up month: there is nothing before it. */
  firstMonth: z.string(),
  /** The Bangkok month now: there is nothing after it. */
  currentMonth: z.string(),
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;

export const activityStatementResponseSchema = z.object({ data: activityStatementSchema });
