import { describe, expect, it } from 'vitest';
import { stepMultiplierBps } from '@app/contract/house-games/hilo';
import { formatChancePercent, formatMultiplierBps } from './odds-text';

describe('odds text', () => {
  it('shows multipliers with two decimals, rounded down', () => {
    expect(formatMultiplierBps(10_000)).toBe('1.00');
    expect(formatMultiplierBps(stepMultiplierBps(1, 'higher'))).toBe('1.05');
    expect(formatMultiplierBps(stepMultiplierBps(13, 'higher'))).toBe('12.61');
    expect(formatMultiplierBps(10_599)).toBe('1.05');
    expect(formatMultiplierBps(10_000_000)).toBe('1000.00');
  });

  it('shows a chance as a percentage with one decimal', () => {
    expect(formatChancePercent(12, 13)).toBe('92.3');
    expect(formatChancePercent(1, 13)).toBe('7.7');
    expect(formatChancePercent(13, 13)).toBe('100.0');
  });
});
