import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('takes the middle sample of an odd count, whatever the order', () => {
    expect(median([91, 97, 88])).toBe(91);
  });
  it('takes the mean of the two middle samples of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list instead of printing a made-up figure', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});
