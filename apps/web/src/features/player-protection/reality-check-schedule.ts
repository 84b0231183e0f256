/**
 * When reality checks fall due. Every time here is in the server's clock (epoch milliseconds):
 * reminders fall every `intervalMs` after the session began (the login), so a reload, another
 * game page or a device whose clock is wrong never moves them.
 */
export interface RealityCheckTimes {
  sessionStartedAtMs: number;
  intervalMs: number;
}

/** The reminder in force at `nowMs`: the last whole interval of the session, or null in the first. */
export function latestReminderAt({ sessionStartedAtMs, intervalMs }: RealityCheckTimes, nowMs: number): number | null {
  const intervals = Math.floor((nowMs - sessionStartedAtMs) / intervalMs);
  return intervals >= 1 ? sessionStartedAtMs + intervals * intervalMs : null;
}

/** The next reminder after `nowMs`. */
export function nextReminderAt(times: RealityCheckTimes, nowMs: number): number {
  return (latestReminderAt(times, nowMs) ?? times.sessionStartedAtMs) + times.intervalMs;
}

/**
 * The reminder to show at `nowMs`, if the member has not answered it: one missed on another page
 * (or before a reload) shows at once on a game page; one already answered waits for the next.
 * `answeredReminderAtMs` is the last reminder the member answered, of any session.
 */
export function dueReminderAt(times: RealityCheckTimes, nowMs: number, answeredReminderAtMs: number | null): number | null {
  const latest = latestReminderAt(times, nowMs);
  if (latest === null) return null;
  return answeredReminderAtMs !== null && answeredReminderAtMs >= latest ? null : latest;
}

const MINUTE_MS = 60_000;

/** Whole hours and minutes of a duration, rounded down: what the member is told they have played. */
export function splitHoursAndMinutes(durationMs: number): { hours: number; minutes: number } {
  const totalMinutes = Math.max(0, Math.floor(durationMs / MINUTE_MS));
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
