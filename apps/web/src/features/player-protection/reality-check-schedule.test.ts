import { describe, expect, it } from 'vitest';
import { dueReminderAt, latestReminderAt, nextReminderAt, splitHoursAndMinutes } from './reality-check-schedule';

const MINUTE_MS = 60_000;
const start = Date.parse('2026-11-21T05:00:00.000Z');
const every30 = { sessionStartedAtMs: start, intervalMs: 30 * MINUTE_MS };
const at = (minutes: number) => start + minutes * MINUTE_MS;

describe('when reality checks fall due', () => {
  it('falls every whole interval after the login, never in the first', () => {
    expect(latestReminderAt(every30, at(0))).toBeNull();
    expect(latestReminderAt(every30, at(29.99))).toBeNull();
    expect(latestReminderAt(every30, at(30))).toBe(at(30));
    expect(latestReminderAt(every30, at(89))).toBe(at(60));
    expect([nextReminderAt(every30, at(0)), nextReminderAt(every30, at(30)), nextReminderAt(every30, at(59))]).toEqual([at(30), at(60), at(60)]);
  });

  it('shows a reminder not yet answered, even one missed on another page, and waits after an answer', () => {
    expect(dueReminderAt(every30, at(10), null)).toBeNull();
    expect(dueReminderAt(every30, at(31), null)).toBe(at(30));
    expect(dueReminderAt(every30, at(45), at(30))).toBeNull();
    expect(dueReminderAt(every30, at(75), at(30))).toBe(at(60));
    // An answer from an earlier session is older than every reminder of this one.
    expect(dueReminderAt(every30, at(30), start - 5 * MINUTE_MS)).toBe(at(30));
  });

  it('follows a changed interval from the same login', () => {
    const every60 = { ...every30, intervalMs: 60 * MINUTE_MS };
    expect(dueReminderAt(every60, at(45), at(30))).toBeNull();
    expect(dueReminderAt(every60, at(61), at(30))).toBe(at(60));
  });

  it('tells the time played in whole hours and minutes, rounded down', () => {
    expect(splitHoursAndMinutes(30 * MINUTE_MS + 59_999)).toEqual({ hours: 0, minutes: 30 });
    expect(splitHoursAndMinutes(125 * MINUTE_MS)).toEqual({ hours: 2, minutes: 5 });
    expect(splitHoursAndMinutes(-1)).toEqual({ hours: 0, minutes: 0 });
  });
});
