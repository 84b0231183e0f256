import { WIN_LOSS_DEFAULT_DAYS } from '@/config/limits';
import { addDays } from '@/lib/bangkok-date';
import { isValidDateRange, type DateRange } from '@/lib/date-range';

/** The last seven Bangkok days, today included. */
export function defaultDateRange(today: string): DateRange {
  return { start: addDays(today, -(WIN_LOSS_DEFAULT_DAYS - 1)), end: today };
}

/** The range the address asks for when it is one the API accepts; otherwise the default week. */
export function readDateRange(start: string | null, end: string | null, today: string): DateRange {
  const requested = { start: start ?? '', end: end ?? '' };
  return isValidDateRange(requested, today) ? requested : defaultDateRange(today);
}
