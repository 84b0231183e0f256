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
