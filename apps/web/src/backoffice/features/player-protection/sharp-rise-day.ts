import { isCalendarDay } from '@/lib/bangkok-date';

/** The day a report address asks for (?day=YYYY-MM-DD), or today when it names none, no real day, or one to come. */
export function readSharpRiseDay(value: string | null, today: string): string {
  if (value === null || !isCalendarDay(value) || value > today) return today;
  return value;
}
