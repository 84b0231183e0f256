import { LOG_RANGE_MAX_DAYS } from '../config/limits';
import { addDays, countDaysInclusive, isCalendarDay } from './bangkok-date';

/**
 * A range of Bangkok days as the report screens ask the API for one (win/loss, the affiliate's
 * commission and log), checked the same way on each of them.
 */

/** Two Bangkok dates, 'YYYY-MM-DD', both included. */
export interface DateRange {
  start: string;
  end: string;
}

export type DateRangeProblem = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'endInFuture' | 'tooLong';

/** What is wrong with each field, so the message stands beside the field it is about. */
export interface DateRangeProblems {
  start: DateRangeProblem | null;
  end: DateRangeProblem | null;
}

/**
 * Checks a range before it is sent: both dates real, start not after end, end not after today
 * (nothing has happened there yet), and at most `maxDays` (31 unless the API of the screen allows
 * more, such as the console's daily report).
 */
export function validateDateRange({ start, end }: DateRange, today: string, maxDays = LOG_RANGE_MAX_DAYS): DateRangeProblems {
  const problems: DateRangeProblems = {
    start: isCalendarDay(start) ? null : 'startRequired',
    end: isCalendarDay(end) ? null : 'endRequired',
  };
  if (problems.start || problems.end) return problems;
  const days = countDaysInclusive(start, end);
  if (days < 1) return { start: null, end: 'endBeforeStart' };
  if (end > today) return { start: null, end: 'endInFuture' };
  if (days > maxDays) return { start: null, end: 'tooLong' };
  return problems;
}

export function isValidDateRange(range: DateRange, today: string): boolean {
  const problems = validateDateRange(range, today);
  return !problems.start && !problems.end;
}

/** The latest end a start allows, for the date picker: `maxDays` (31) days on, but never after today. */
export function latestEndFor(start: string, today: string, maxDays = LOG_RANGE_MAX_DAYS): string {
  if (!isCalendarDay(start) || start > today) return today;
  const limit = addDays(start, maxDays - 1);
  return limit < today ? limit : today;
}
