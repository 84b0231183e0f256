import { describe, expect, it } from 'vitest';
import { monthToDateRange, readAffiliateRange } from './affiliate-range';

describe('the affiliate date range', () => {
  it('opens on this Bangkok month so far', () => {
    expect(monthToDateRange('2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(monthToDateRange('2026-12-01')).toEqual({ start: '2026-12-01', end: '2026-12-01' });
  });

  it('keeps a valid range from the address and falls back to the month for a bad one', () => {
    expect(readAffiliateRange('2026-10-25', '2026-11-10', '2026-11-22')).toEqual({ start: '2026-10-25', end: '2026-11-10' });
    expect(readAffiliateRange(null, null, '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
    expect(readAffiliateRange('2026-01-01', '2026-11-10', '2026-11-22')).toEqual({ start: '2026-11-01', end: '2026-11-22' });
  });
});
