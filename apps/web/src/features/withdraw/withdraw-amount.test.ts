import { describe, expect, it } from 'vitest';
import { tierOfLevel } from '@app/contract/tiers';
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
  it('reads a daily cap for silver and a per-withdrawal cap for vip', () => {
    expect(dailyCapOf(tierOfLevel(1))).toBe(100_000_00);
    expect(maxPerWithdrawalOf(tierOfLevel(1))).toBeNull();
    expect(dailyCapOf(tierOfLevel(5))).toBeNull();
    expect(maxPerWithdrawalOf(tierOfLevel(5))).toBe(100_000_00);
  });
});
