import { describe, expect, it } from 'vitest';
import { checkBahtAmount, formatWholeBaht, keepAmountCharacters, toRequestAmount } from './baht-amount';

describe('checkBahtAmount', () => {
  it('accepts baht with up to two decimals and digit grouping', () => {
    expect(checkBahtAmount('100.5')).toEqual({ isValid: true, amountSatang: 100_50 });
    expect(checkBahtAmount('1,500.50')).toEqual({ isValid: true, amountSatang: 1_500_50 });
  });

  it('refuses an empty, zero, over-precise or too large amount', () => {
    expect(checkBahtAmount('  ')).toEqual({ isValid: false, problem: 'required' });
    expect(checkBahtAmount('0')).toEqual({ isValid: false, problem: 'invalid' });
    expect(checkBahtAmount('1.234')).toEqual({ isValid: false, problem: 'invalid' });
    expect(checkBahtAmount('10000000.01')).toEqual({ isValid: false, problem: 'invalid' });
  });
});

describe('amount text', () => {
  it('keeps only what can be part of an amount', () => {
    expect(keepAmountCharacters('฿1,500.50 บาท')).toBe('1,500.50');
  });

  it('writes satang as the exact baht text the API takes', () => {
    expect(toRequestAmount(1_500_50)).toBe('1500.50');
    expect(toRequestAmount(100_00)).toBe('100.00');
  });

  it('drops the satang of a whole amount only', () => {
    expect(formatWholeBaht(1_000_00)).toBe('1,000');
    expect(formatWholeBaht(1_000_50)).toBe('1,000.50');
  });
});
