import { describe, expect, it } from 'vitest';
import { amountSatangSchema, formatBaht, parseBahtToSatang } from './money';
import { formatWholeNumber } from './money-format';

describe('money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [99_999, '999.99'],
    [100_000, '1,000.00'],
    [123450, '1,234.50'],
    [123_456_789, '1,234,567.89'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
    [100_000_000_01, '100,000,000.01'],
    [-2550, '-25.50'],
  ])('formats %i satang as %s baht', (satang, text) => {
    expect(formatBaht(satang)).toBe(text);
  });

  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [-1250, '-1,250'],
    [1_234_567, '1,234,567'],
  ])('groups the whole number %i as %s, as Intl does in Thai and English', (whole, text) => {
    expect(formatWholeNumber(whole)).toBe(text);
    expect(new Intl.NumberFormat('th-TH').format(whole)).toBe(text);
  });

  it('refuses to format a fraction of a satang', () => {
    expect(() => formatBaht(1.5)).toThrow(RangeError);
  });

  it.each([
    ['1,234.5', 123450],
    ['1234.50', 123450],
    ['0.01', 1],
    ['20', 2000],
  ])('parses %s baht as %i satang without floating-point error', (text, satang) => {
    expect(parseBahtToSatang(text)).toBe(satang);
  });

  it.each(['', 'abc', '1.234', '-5', '1,23.00', '12,34'])('rejects %j', (text) => {
    expect(parseBahtToSatang(text)).toBeNull();
  });

  it('accepts only positive whole satang as an amount', () => {
    expect(amountSatangSchema.safeParse(1).success).toBe(true);
    for (const bad of [0, -1, 0.5, Number.NaN, '100']) expect(amountSatangSchema.safeParse(bad).success).toBe(false);
  });
});
