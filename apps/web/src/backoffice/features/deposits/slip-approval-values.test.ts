import { describe, expect, it } from 'vitest';
import { checkSlipApproval, slipApprovalFieldOf } from './slip-approval-values';

describe('checkSlipApproval', () => {
  it('turns the baht typed into integer satang and trims the reference', () => {
    expect(checkSlipApproval({ amount: '1,234.5', bankReference: '  KB0001 ', senderBankCode: '004' })).toEqual({
      request: { amountSatang: 123_450, bankReference: 'KB0001', senderBankCode: '004' },
    });
  });

  it('names every field the contract refuses', () => {
    expect(checkSlipApproval({ amount: '12.345', bankReference: 'ab', senderBankCode: '' })).toEqual({
      invalidFields: ['amount', 'bankReference', 'senderBankCode'],
    });
    expect(checkSlipApproval({ amount: '0', bankReference: 'KB0001', senderBankCode: '004' })).toEqual({ invalidFields: ['amount'] });
  });

  it('maps the request fields a refusal names to the form fields', () => {
    expect([slipApprovalFieldOf('amountSatang'), slipApprovalFieldOf('bankReference'), slipApprovalFieldOf('memberId'), slipApprovalFieldOf(null)]).toEqual([
      'amount',
      'bankReference',
      null,
      null,
    ]);
  });
});
