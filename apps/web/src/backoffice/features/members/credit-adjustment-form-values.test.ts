import { describe, expect, it } from 'vitest';
import { checkCreditAdjustment } from './credit-adjustment-form-values';

describe('checkCreditAdjustment', () => {
  it('turns baht into satang exactly, whatever floats would make of it', () => {
    const amounts = { '12.34': 1234, '0.29': 29, '1,234.5': 123450, '1000': 100000, ' 19.99 ': 1999 };
    for (const [amountText, amountSatang] of Object.entries(amounts)) {
      expect(checkCreditAdjustment({ direction: 'credit', amountText, reason: 'โบนัสชดเชย' }).draft?.amountSatang).toBe(amountSatang);
    }
  });

  it('refuses an empty, zero, malformed or three-decimal amount', () => {
    expect(checkCreditAdjustment({ direction: 'debit', amountText: ' ', reason: 'คืนยอด' }).errors?.amount).toBe('required');
    for (const amountText of ['0', '0.00', '12.345', '1.2.3', 'abc', '-5']) {
      expect(checkCreditAdjustment({ direction: 'debit', amountText, reason: 'คืนยอด' }).errors?.amount).toBe('invalid');
    }
  });

  it('needs a reason of at least three characters, trimmed as the server trims it', () => {
    expect(checkCreditAdjustment({ direction: 'credit', amountText: '5', reason: '  ab ' }).errors?.reason).toBe('กรุณาระบุเหตุผล');
    expect(checkCreditAdjustment({ direction: 'credit', amountText: '5', reason: '  ชดเชย  ' }).draft).toEqual({
      direction: 'credit',
      amountSatang: 500,
      reason: 'ชดเชย',
    });
  });
});
