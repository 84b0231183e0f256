import { addDays, isCalendarDay } from './bangkok-date';

/**
 * A calendar month for a date picker: months are written 'YYYY-MM' and days 'YYYY-MM-DD', as the
 * API writes Bangkok days. Weeks start on Sunday, as Thai calendars print them.
 */

/** '2026-11-22' -> '2026-11'. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** '2026-11' plus 3 is '2027-02'. */
export function addMonths(month: string, count: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's days in weeks from Sunday; null fills the places before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  if (!isCalendarDay(first)) return [];
  const leading = new Date(`${first}T00:00:00Z`).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Whether a day may be chosen: within [min, max], either end left open when absent. */
export function isDayInRange(day: string, range: { min?: string | undefined; max?: string | undefined }): boolean {
  return (!range.min || day >= range.min) && (!range.max || day <= range.max);
}

/** The day nearest to `day` that may be chosen. */
export function clampDay(day: string, range: { min?: string | undefined; max?: string | undefined }): string {
  if (range.min && day < range.min) return range.min;
  if (range.max && day > range.max) return range.max;
  return day;
}
