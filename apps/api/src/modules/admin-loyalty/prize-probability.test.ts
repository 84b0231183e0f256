import { describe, expect, it } from 'vitest';
import { chanceOf, totalActiveWeight } from './prize-probability';

describe('prize chances', () => {
  it('takes each active weight over the sum of the active weights', () => {
    const options = [
      { weight: 30, isEnabled: true },
      { weight: 10, isEnabled: true },
      { weight: 60, isEnabled: false },
      { weight: 0, isEnabled: true },
    ];
    const total = totalActiveWeight(options);
    expect(total).toBe(40);
    expect(options.map((option) => chanceOf(option, total))).toEqual([
      { probability: 0.75, probabilityPercent: '75.00' },
      { probability: 0.25, probabilityPercent: '25.00' },
      { probability: 0, probabilityPercent: '0.00' },
      { probability: 0, probabilityPercent: '0.00' },
    ]);
  });

  it('rounds the percent text half up to two decimals', () => {
    expect(chanceOf({ weight: 1, isEnabled: true }, 3).probabilityPercent).toBe('33.33');
    expect(chanceOf({ weight: 2, isEnabled: true }, 3).probabilityPercent).toBe('66.67');
    // 1 / 80,000 is 0.00125%: below half a hundredth, so down.
    expect(chanceOf({ weight: 1, isEnabled: true }, 80_000).probabilityPercent).toBe('0.00');
    // 1 / 20000 = 0.005%: exactly half a hundredth, so up.
    expect(chanceOf({ weight: 1, isEnabled: true }, 20_000).probabilityPercent).toBe('0.01');
    expect(chanceOf({ weight: 7, isEnabled: true }, 7).probabilityPercent).toBe('100.00');
  });

  it('gives nothing a chance when no active option has weight', () => {
    expect(chanceOf({ weight: 5, isEnabled: true }, 0)).toEqual({ probability: 0, probabilityPercent: '0.00' });
  });
});
