/** Every "per day" and "per month" rule is judged in Asia/Bangkok time (UTC+7, no daylight saving). */
export const BANGKOK_TIME_ZONE = 'Asia/Bangkok';

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: BANGKOK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Bangkok calendar day of an instant, as 'YYYY-MM-DD'. */
export function bangkokDay(instant: Date): string {
  return dayFormatter.format(instant);
}

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The instant the Bangkok calendar month of `instant` began (midnight of the 1st, Bangkok time). */
export function startOfBangkokMonth(instant: Date): Date {
  const [year, month] = bangkokDay(instant).split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1) - BANGKOK_OFFSET_MS);
}

/** [start, end) of the Bangkok calendar month that holds `instant`. */
export function bangkokMonthOf(instant: Date): { start: Date; end: Date } {
  const start = startOfBangkokMonth(instant);
  // 32 days after the 1st is always in the next month.
  return { start, end: startOfBangkokMonth(new Date(start.getTime() + 32 * 86_400_000)) };
}

/** The instant a Bangkok calendar day ('YYYY-MM-DD') begins. */
export function startOfBangkokDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) - BANGKOK_OFFSET_MS);
}

/** The Bangkok day `days` after `day` (negative: before), as 'YYYY-MM-DD'. */
export function addBangkokDays(day: string, days: number): string {
  return bangkokDay(new Date(startOfBangkokDay(day).getTime() + days * 86_400_000 + BANGKOK_OFFSET_MS));
}
