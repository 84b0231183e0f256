import { AppError } from './app-error';
import { bangkokDay, startOfBangkokDay } from './bangkok-time';

const DAY_MS = 86_400_000;

/** Midnight of a Bangkok calendar date, as an instant; a date that does not exist is refused. */
function bangkokMidnight(date: string): Date {
  const instant = startOfBangkokDay(date);
  if (Number.isNaN(instant.getTime()) || bangkokDay(instant) !== date) throw new AppError('DATE_RANGE_INVALID', { field: 'start' });
  return instant;
}

/**
 * Bangkok dates `start`..`end`, both included, as the instants [from, to). A range that runs
 * backwards or spans more than `maxDays` days is refused.
 */
export function bangkokDateRange(range: { start: string; end: string }, maxDays: number): { from: Date; to: Date } {
  const from = bangkokMidnight(range.start);
  const to = new Date(bangkokMidnight(range.end).getTime() + DAY_MS);
  const dayCount = (to.getTime() - from.getTime()) / DAY_MS;
  if (dayCount < 1 || dayCount > maxDays) throw new AppError('DATE_RANGE_INVALID', { field: 'end' });
  return { from, to };
}
