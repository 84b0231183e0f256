import { describe, expect, it } from 'vitest';
import { formatLedgerAmount, isLedgerKind, readLedgerMemo } from './ledger-entry-text';

describe('ledger entry text', () => {
  it('signs money in baht and points as whole numbers', () => {
    expect(formatLedgerAmount('credit', 1234, { isSigned: true })).toBe('+12.34');
    expect(formatLedgerAmount('credit', -1234, { isSigned: true })).toBe('-12.34');
    expect(formatLedgerAmount('affiliate', 500000, { isSigned: false })).toBe('5,000.00');
    expect(formatLedgerAmount('point', 1500, { isSigned: true })).toBe('+1,500');
    expect(formatLedgerAmount('point', -20, { isSigned: true })).toBe('-20');
  });

  it('knows the ledger kinds and reads a reason from the memo', () => {
    expect(isLedgerKind('adjustment')).toBe(true);
    expect(isLedgerKind('something_new')).toBe(false);
    expect(readLedgerMemo({ reason: 'ชดเชยระบบขัดข้อง', operatorId: 'x' })).toBe('ชดเชยระบบขัดข้อง');
    expect(readLedgerMemo({ withdrawalId: 'w1' })).toBeNull();
  });
});
