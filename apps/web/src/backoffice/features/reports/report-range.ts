import { addDays, isCalendarDay, toBangkokDay } from '@/lib/bangkok-date';
import type { DateRange } from '@/lib/date-range';

/** The API's limit for one daily report (docs/reports.md); a longer range is refused. */
export const REPORT_RANGE_MAX_DAYS = 92;

/** What the screen opens on: the last 7 Bangkok days, today included. */
export const DEFAULT_REPORT_DAYS = 7;

export function defaultReportRange(today: string): DateRange {
  return { start: addDays(today, -(DEFAULT_REPORT_DAYS - 1)), end: today };
}

/**
 * The range in the address (?start=…&end=…), so a reload or a shared link shows the same days.
 * Missing or malformed dates fall back to the last 7 days; a well-formed range the API refuses
 * (too long, backwards) is still asked for, so the operator reads the server's refusal.
 */
export function readReportRange(searchParams: URLSearchParams, today: string): DateRange {
  const start = searchParams.get('start') ?? '';
  const end = searchParams.get('end') ?? '';
  return isCalendarDay(start) && isCalendarDay(end) ? { start, end } : defaultReportRange(today);
}

export function todayInBangkok(now: Date = new Date()): string {
  return toBangkokDay(now);
}
