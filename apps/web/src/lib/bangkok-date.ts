/**
 * Calendar days as the API counts them: Bangkok dates written 'YYYY-MM-DD'. A day string names a
 * date, not an instant, so the arithmetic below works on UTC midnights, where no daylight saving
 * or phone time zone can shift it.
 */
const DAY_MS = 86_400_000;

/**
 * Asia/Bangkok has been UTC+7 all year, with no daylight saving, since 1920: the UTC fields of an
 * instant 7 hours later are Bangkok's wall clock. Counted by hand, since Intl's time zone data
 * costs a phone's first screen time it need not spend (lib/format-date-time.ts).
 */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The Bangkok date of an instant: '2026-11-21T17:30:00Z' is '2026-11-22'. */
export function toBangkokDay(instant: Date | string): string {
  const time = (typeof instant === 'string' ? new Date(instant) : instant).getTime();
  // An invalid instant throws, as Intl's format did.
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  return new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** '2026-11-30' plus 1 is '2026-12-01'. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days from start to end, both included: the same day counts 1, end before start 0 or less. */
export function countDaysInclusive(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}
