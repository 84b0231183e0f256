import { isValidDateRange, type DateRange } from '@/lib/date-range';

/** This Bangkok month so far: its first day to today. A month is at most 31 days, as the API allows. */
export function monthToDateRange(today: string): DateRange {
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The range the address asks for when it is one the API accepts; otherwise this month so far. */
export function readAffiliateRange(start: string | null, end: string | null, today: string): DateRange {
  const requested = { start: start ?? '', end: end ?? '' };
  return isValidDateRange(requested, today) ? requested : monthToDateRange(today);
}
