import { describe, expect, it } from 'vitest';
import { addDays, countDaysInclusive, isCalendarDay, toBangkokDay } from './bangkok-date';

describe('Bangkok days', () => {
  it('moves to the next day at 17:00 UTC, whatever the time zone of the machine', () => {
    expect(toBangkokDay('2026-11-21T16:59:59Z')).toBe('2026-11-21');
    expect(toBangkokDay(new Date('2026-11-21T17:00:00Z'))).toBe('2026-11-22');
  });

  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', -6)).toBe('2026-11-16');
  });

  it('counts both ends of a range', () => {
    expect(countDaysInclusive('2026-11-22', '2026-11-22')).toBe(1);
    expect(countDaysInclusive('2026-11-01', '2026-12-01')).toBe(31);
    expect(countDaysInclusive('2026-11-23', '2026-11-22')).toBe(0);
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-22')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('22/11/2026')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });
});
