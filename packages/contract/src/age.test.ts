import { describe, expect, it } from 'vitest';
import { ageOnDay } from './age';

describe('the age on a day', () => {
  it.each([
    ['2006-11-28', '2026-11-28', 20],
    ['2006-11-29', '2026-11-28', 19],
    ['2006-12-01', '2026-11-28', 19],
    ['2006-01-15', '2026-11-28', 20],
    ['2004-02-29', '2024-02-29', 20],
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2008-02-29', '2028-02-28', 19],
  ])('born %s is %i years old on %s', (birth, day, age) => {
    expect(ageOnDay(birth, day)).toBe(age);
  });
});
