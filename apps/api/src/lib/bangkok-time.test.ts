import { describe, expect, it } from 'vitest';
import { bangkokDay, startOfBangkokMonth } from './bangkok-time';

describe('Bangkok day', () => {
  it('turns at 17:00 UTC, midnight in Bangkok', () => {
    expect(bangkokDay(new Date('2026-11-21T16:59:59.999Z'))).toBe('2026-11-21');
    expect(bangkokDay(new Date('2026-11-21T17:00:00.000Z'))).toBe('2026-11-22');
  });

  it('crosses months and years in Bangkok time', () => {
    expect(bangkokDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});

describe('start of the Bangkok month', () => {
  it('is midnight of the 1st in Bangkok, 17:00 UTC the day before', () => {
    expect(startOfBangkokMonth(new Date('2026-11-21T05:00:00Z')).toISOString()).toBe('2026-10-31T17:00:00.000Z');
    // 30 November 18:00 UTC is already 1 December in Bangkok.
    expect(startOfBangkokMonth(new Date('2026-11-30T18:00:00Z')).toISOString()).toBe('2026-11-30T17:00:00.000Z');
  });
});
