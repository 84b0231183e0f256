import { describe, expect, it } from 'vitest';
import { bankAccountDigits, formatBankAccountNumber } from './format-bank-account';

describe('formatBankAccountNumber', () => {
  it('groups a ten-digit number as the banks print it', () => {
    expect(formatBankAccountNumber('0281234567')).toBe('028-1-23456-7');
    expect(formatBankAccountNumber('028-1-23456-7')).toBe('028-1-23456-7');
  });

  it('leaves other lengths as plain digits', () => {
    expect(formatBankAccountNumber('020012345678')).toBe('020012345678');
  });

  it('copies the digits alone', () => {
    expect(bankAccountDigits('028-1-23456-7')).toBe('0281234567');
  });
});
