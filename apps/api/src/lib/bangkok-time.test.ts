import { describe, expect, it } from 'vitest';
import { bangkokDay } from './bangkok-time';

describe('Bangkok day', () => {
  it('turns at 17:00 UTC, midnight in Bangkok', () => {
    expect(bangkokDay(new Date('2026-11-21T16:59:59.999Z'))).toBe('2026-11-21');
    expect(bangkokDay(new Date('2026-11-21T17:00:00.000Z'))).toBe('2026-11-22');
  });

  it('crosses months and years in Bangkok time', () => {
    expect(bangkokDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});
