import { describe, expect, it } from 'vitest';
import { addMonths, clampDay, isDayInRange, monthOf, monthWeeks } from './calendar-month';

describe('calendar months', () => {
  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; 30 November a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    // 1 January 2027 is a Friday.
    expect(monthWeeks('2027-01')[0]).toEqual([null, null, null, null, null, '2027-01-01', '2027-01-02']);
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('not-a-month')).toEqual([]);
  });

  it('moves across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-05', -17)).toBe('2024-12');
    expect(monthOf('2026-11-22')).toBe('2026-11');
  });

  it('keeps a chosen day within the range', () => {
    const range = { min: '2026-11-05', max: '2026-11-22' };
    expect(isDayInRange('2026-11-04', range)).toBe(false);
    expect(isDayInRange('2026-11-22', range)).toBe(true);
    expect(isDayInRange('2026-11-23', range)).toBe(false);
    expect(isDayInRange('1999-01-01', {})).toBe(true);
    expect(clampDay('2026-12-01', range)).toBe('2026-11-22');
    expect(clampDay('2026-10-01', range)).toBe('2026-11-05');
    expect(clampDay('2026-11-10', range)).toBe('2026-11-10');
  });
});
