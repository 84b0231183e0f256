import { describe, expect, it } from 'vitest';
import type { BonusSettings } from '@app/contract/settings';
import { formatEndingAmount, formatTimeOfDay, listBonusPeriods } from './bonus-periods';

const bonus: BonusSettings = {
  bonusMax: 1_000_00,
  bonusRate: 10,
  bonusTimeStart: '00:00:00',
  bonusTimeEnd: '11:59:59',
  endNumberBonus: 11,
  bonusRate2: 5,
  bonusTimeStart2: '12:00:00',
  bonusTimeEnd2: '23:59:59',
  endNumberBonus2: 22,
};

describe('bonus periods', () => {
  it('shows a time of day as HH:MM', () => {
    expect(formatTimeOfDay('11:59:59')).toBe('11:59');
    expect(formatTimeOfDay('08:30')).toBe('08:30');
  });

  it('shows the ending rule as the satang a deposit ends in, with two decimals', () => {
    expect(formatEndingAmount(11)).toBe('0.11');
    expect(formatEndingAmount(5)).toBe('0.05');
    expect(formatEndingAmount(0)).toBe('0.00');
    expect(formatEndingAmount(99)).toBe('0.99');
    expect(formatEndingAmount(29)).toBe('0.29');
  });

  it('lists both periods while the bonus has a maximum above 0', () => {
    expect(listBonusPeriods(bonus)).toEqual([
      { rate: 10, timeStart: '00:00', timeEnd: '11:59', endingAmount: '0.11' },
      { rate: 5, timeStart: '12:00', timeEnd: '23:59', endingAmount: '0.22' },
    ]);
  });

  it('lists none when the maximum is not above 0, and leaves out a period whose rate is 0', () => {
    expect(listBonusPeriods({ ...bonus, bonusMax: 0 })).toEqual([]);
    expect(listBonusPeriods({ ...bonus, bonusRate2: 0 })).toHaveLength(1);
  });
});
