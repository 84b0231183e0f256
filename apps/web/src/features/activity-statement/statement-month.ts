import { statementMonthSchema } from '@app/contract/activity-statement';

/**
 * The month a statement address asks for ('?month=YYYY-MM'), or null for the current month: a
 * month that is not one, or one still to come by the phone's clock, is read as the current month
 * rather than sent for the server to refuse.
 */
export function readStatementMonth(value: string | null, currentMonth: string): string | null {
  if (value === null || !statementMonthSchema.safeParse(value).success) return null;
  return value >= currentMonth ? null : value;
}
