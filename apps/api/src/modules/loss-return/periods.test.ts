import { describe, expect, it } from 'vitest';
import { lastCompletePeriod } from './periods';

describe('loss-return periods', () => {
  it('is last Monday to Sunday in Bangkok for a weekly brand', () => {
    // Monday 23 November 2026, 00:30 Bangkok (Sunday 17:30 UTC): the week of 16-22 November just ended.
    const period = lastCompletePeriod(new Date('2026-11-22T17:30:00Z'), 'weekly');
    expect(period).toEqual({
      startDay: '2026-11-16',
      endDay: '2026-11-22',
      start: new Date('2026-11-15T17:00:00Z'),
      end: new Date('2026-11-22T17:00:00Z'),
    });
  });

  it('does not count the week in progress: Sunday 23:59 Bangkok still gives the week before', () => {
    const period = lastCompletePeriod(new Date('2026-11-22T16:59:00Z'), 'weekly');
    expect([period.startDay, period.endDay]).toEqual(['2026-11-09', '2026-11-15']);
  });

  it('is yesterday in Bangkok for a daily brand, across a month end', () => {
    const period = lastCompletePeriod(new Date('2026-12-01T01:00:00Z'), 'daily');
    expect(period).toEqual({ startDay: '2026-11-30', endDay: '2026-11-30', start: new Date('2026-11-29T17:00:00Z'), end: new Date('2026-11-30T17:00:00Z') });
  });
});
