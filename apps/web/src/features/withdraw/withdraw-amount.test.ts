import { describe, expect, it } from 'vitest';
import { createMemberLevel } from '@/test/fixtures';
import { checkWithdrawAmount, dailyCapOf, maxPerWithdrawalOf } from './withdraw-amount';

describe('checkWithdrawAmount', () => {
  it('accepts baht with up to two decimals and digit grouping', () => {
    expect(checkWithdrawAmount('100.5')).toEqual({ isValid: true, amountSatang: 100_50 });
    expect(checkWithdrawAmount('1,500.50')).toEqual({ isValid: true, amountSatang: 1_500_50 });
  });

  it('refuses an empty, zero or over-precise amount', () => {
    expect(checkWithdrawAmount('  ')).toEqual({ isValid: false, problem: 'required' });
    expect(checkWithdrawAmount('0')).toEqual({ isValid: false, problem: 'invalid' });
    expect(checkWithdrawAmount('1.234')).toEqual({ isValid: false, problem: 'invalid' });
  });
});

describe('tier limits', () => {
  const tierOf = (level: number) => createMemberLevel(level).current;
  it('reads a daily cap for silver, both limits for diamond and a per-withdrawal cap for vip', () => {
    expect(dailyCapOf(tierOf(1))).toBe(100_000_00);
    expect(maxPerWithdrawalOf(tierOf(1))).toBeNull();
    expect(dailyCapOf(tierOf(4))).toBe(1_000_000_00);
    expect(maxPerWithdrawalOf(tierOf(4))).toBe(200_000_00);
    expect(dailyCapOf(tierOf(5))).toBeNull();
    expect(maxPerWithdrawalOf(tierOf(5))).toBe(100_000_00);
  });
});
