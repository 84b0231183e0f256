import { describe, expect, it } from 'vitest';
import { breakEndsAt } from './break-periods';

describe('when a break ends', () => {
  const start = new Date('2026-11-27T15:30:00Z'); // 22:30 on 27 November in Bangkok

  it.each([
    ['24h', '2026-11-28T15:30:00.000Z'],
    ['7d', '2026-12-04T15:30:00.000Z'],
    ['30d', '2026-12-27T15:30:00.000Z'],
    ['6m', '2027-05-27T15:30:00.000Z'],
    ['1y', '2027-11-27T15:30:00.000Z'],
    ['5y', '2031-11-27T15:30:00.000Z'],
  ] as const)('a break of %s ends at %s', (period, end) => {
    expect(breakEndsAt(period, start)?.toISOString()).toBe(end);
  });

  it('never, for a permanent self-exclusion', () => {
    expect(breakEndsAt('permanent', start)).toBeNull();
  });

  it('counts months on the Bangkok calendar: 31 August 02:00 in Bangkok (30 August in UTC) plus 6 months is 28 February', () => {
    const bangkokAugust31 = new Date('2026-08-30T19:00:00Z');
    expect(breakEndsAt('6m', bangkokAugust31)?.toISOString()).toBe('2027-02-27T19:00:00.000Z');
  });

  it('keeps 29 February for a year to the next 28 February', () => {
    expect(breakEndsAt('1y', new Date('2028-02-29T03:00:00Z'))?.toISOString()).toBe('2029-02-28T03:00:00.000Z');
  });
});
