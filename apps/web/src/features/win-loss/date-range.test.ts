import { describe, expect, it } from 'vitest';
import { defaultDateRange, readDateRange } from './date-range';

const TODAY = '2026-11-22';

describe('defaultDateRange', () => {
  it('is the last seven Bangkok days, today included', () => {
    expect(defaultDateRange(TODAY)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(defaultDateRange('2027-01-03')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

describe('readDateRange', () => {
  it('keeps a valid range from the address', () => {
    expect(readDateRange('2026-11-01', '2026-11-10', TODAY)).toEqual({ start: '2026-11-01', end: '2026-11-10' });
  });

  it('falls back to the default week for a missing or bad range, so no bad request is sent', () => {
    expect(readDateRange(null, null, TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(readDateRange('2026-01-01', '2026-11-10', TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
    expect(readDateRange('2026-11-10', 'x', TODAY)).toEqual({ start: '2026-11-16', end: TODAY });
  });
});
