import { describe, expect, it } from 'vitest';
import type { BonusSettings } from '@app/contract/settings';
import { depositBonusSatang } from './deposit-bonus';

const settings: BonusSettings = {
  bonusMax: 500_00,
  bonusRate: 10,
  bonusTimeStart: '00:00:00',
  bonusTimeEnd: '11:59:59',
  endNumberBonus: 11,
  bonusRate2: 5,
  bonusTimeStart2: '12:00:00',
  bonusTimeEnd2: '23:59:59',
  endNumberBonus2: 22,
};

/** A Bangkok wall-clock time on 21 November 2026 (UTC+7). */
const bangkok = (time: string) => new Date(`2026-11-21T${time}+07:00`);

describe('deposit bonus', () => {
  it('pays the first period rate for an amount ending in its end number', () => {
    expect(depositBonusSatang(settings, { amountSatang: 1_000_11, madeAt: bangkok('09:30:00') })).toBe(100_01);
  });

  it('includes both boundary minutes of a period and nothing past them', () => {
    expect(depositBonusSatang(settings, { amountSatang: 100_11, madeAt: bangkok('00:00:00') })).toBe(10_01);
    expect(depositBonusSatang(settings, { amountSatang: 100_11, madeAt: bangkok('11:59:59') })).toBe(10_01);
    expect(depositBonusSatang(settings, { amountSatang: 100_11, madeAt: bangkok('12:00:00') })).toBe(0);
    expect(depositBonusSatang(settings, { amountSatang: 100_22, madeAt: bangkok('12:00:00') })).toBe(5_01);
    expect(depositBonusSatang(settings, { amountSatang: 100_22, madeAt: bangkok('23:59:59') })).toBe(5_01);
  });

  it('judges the period in Bangkok time, not UTC', () => {
    // 04:59 UTC is 11:59 in Bangkok (first period); 05:00 UTC is 12:00 (second).
    expect(depositBonusSatang(settings, { amountSatang: 100_11, madeAt: new Date('2026-11-21T04:59:00Z') })).toBe(10_01);
    expect(depositBonusSatang(settings, { amountSatang: 100_11, madeAt: new Date('2026-11-21T05:00:00Z') })).toBe(0);
  });

  it('handles a period that runs over midnight', () => {
    const overnight = { ...settings, bonusTimeStart: '22:00:00', bonusTimeEnd: '02:00:00' };
    expect(depositBonusSatang(overnight, { amountSatang: 100_11, madeAt: bangkok('23:30:00') })).toBe(10_01);
    expect(depositBonusSatang(overnight, { amountSatang: 100_11, madeAt: bangkok('01:59:00') })).toBe(10_01);
    expect(depositBonusSatang(overnight, { amountSatang: 100_11, madeAt: bangkok('02:01:00') })).toBe(0);
  });

  it('caps the bonus at bonusMax and pays nothing when bonusMax is not above 0', () => {
    expect(depositBonusSatang(settings, { amountSatang: 100_000_11, madeAt: bangkok('08:00:00') })).toBe(500_00);
    expect(depositBonusSatang({ ...settings, bonusMax: 0 }, { amountSatang: 1_000_11, madeAt: bangkok('08:00:00') })).toBe(0);
  });

  it('pays nothing for an amount with another satang part', () => {
    expect(depositBonusSatang(settings, { amountSatang: 1_000_12, madeAt: bangkok('08:00:00') })).toBe(0);
  });

  it('keeps fractional rates exact in satang', () => {
    expect(depositBonusSatang({ ...settings, bonusRate: 2.5 }, { amountSatang: 333_11, madeAt: bangkok('08:00:00') })).toBe(8_32);
  });
});
