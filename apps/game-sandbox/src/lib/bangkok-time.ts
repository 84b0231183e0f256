/** Dates as a Thai player reads them: Asia/Bangkok, which has no daylight saving (UTC+7). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** "2025-01-15": the Bangkok calendar day of `at`. */
export function bangkokDay(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Bangkok wall-clock time on a Bangkok day. */
export function bangkokInstant(day: string, hour: number, minute: number): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(midnightUtc - BANGKOK_OFFSET_MS + (hour * 60 + minute) * 60_000);
}

/** "19:30": the Bangkok time of day of `at`. */
export function bangkokClockText(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);
}
