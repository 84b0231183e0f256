import { describe, expect, it } from 'vitest';
import { maskBankAccount } from './mask-bank-account';

describe('maskBankAccount', () => {
  it('keeps only the last four digits of a ten-digit account', () => {
    expect(maskBankAccount('1234567890')).toBe('xxx-x-x7890');
  });

  it('ignores the dashes a number is stored with', () => {
    expect(maskBankAccount('123-4-56789-0')).toBe('xxx-x-x7890');
  });

  it('gives a twelve-digit account the same shape, so its length is not shown', () => {
    expect(maskBankAccount('020012345678')).toBe('xxx-x-x5678');
  });

  it('never shows more than four digits of a short number', () => {
    expect(maskBankAccount('789')).toBe('xxx-x-x789');
  });
});
