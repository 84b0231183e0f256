import { describe, expect, it } from 'vitest';
import { latestEndFor, validateDateRange } from './date-range';

const TODAY = '2026-11-22';

describe('validateDateRange', () => {
  it('accepts one day, and up to 31 days', () => {
    expect(validateDateRange({ start: TODAY, end: TODAY }, TODAY)).toEqual({ start: null, end: null });
    expect(validateDateRange({ start: '2026-10-23', end: TODAY }, TODAY)).toEqual({ start: null, end: null });
  });

  it('refuses 32 days', () => {
    expect(validateDateRange({ start: '2026-10-22', end: TODAY }, TODAY)).toEqual({ start: null, end: 'tooLong' });
  });

  it('refuses an end before the start', () => {
    expect(validateDateRange({ start: '2026-11-20', end: '2026-11-19' }, TODAY)).toEqual({ start: null, end: 'endBeforeStart' });
  });

  it('refuses an end after today', () => {
    expect(validateDateRange({ start: '2026-11-20', end: '2026-11-23' }, TODAY)).toEqual({ start: null, end: 'endInFuture' });
  });

  it('flags each empty or impossible date beside its own field', () => {
    expect(validateDateRange({ start: '', end: TODAY }, TODAY)).toEqual({ start: 'startRequired', end: null });
    expect(validateDateRange({ start: '', end: '2026-02-30' }, TODAY)).toEqual({ start: 'startRequired', end: 'endRequired' });
  });
});

describe('latestEndFor', () => {
  it('offers 31 days from the start, but nothing after today', () => {
    expect(latestEndFor('2026-10-01', TODAY)).toBe('2026-10-31');
    expect(latestEndFor('2026-11-10', TODAY)).toBe(TODAY);
    expect(latestEndFor('', TODAY)).toBe(TODAY);
  });
});
