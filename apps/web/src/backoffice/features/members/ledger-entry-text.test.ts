import { describe, expect, it } from 'vitest';
import { isTransferKind, TRANSFER_KINDS } from '@app/contract/transfer-kinds';
import { consoleScreenTextsEn as consoleTextsEn } from '@/backoffice/locales/console-screen-texts-en';
import { consoleScreenTextsTh as consoleTextsTh } from '@/backoffice/locales/console-screen-texts-th';
import { formatLedgerAmount, readLedgerMemo } from './ledger-entry-text';

describe('ledger entry text', () => {
  it('signs money in baht and points as whole numbers', () => {
    expect(formatLedgerAmount('credit', 1234, { isSigned: true })).toBe('+12.34');
    expect(formatLedgerAmount('credit', -1234, { isSigned: true })).toBe('-12.34');
    expect(formatLedgerAmount('affiliate', 500000, { isSigned: false })).toBe('5,000.00');
    expect(formatLedgerAmount('point', 1500, { isSigned: true })).toBe('+1,500');
    expect(formatLedgerAmount('point', -20, { isSigned: true })).toBe('-20');
  });

  it('has a label in both languages for every kind the ledger writes, and knows an unknown one', () => {
    for (const kind of TRANSFER_KINDS) {
      expect(consoleTextsTh.members.ledger.kinds[kind], kind).toBeTruthy();
      expect(consoleTextsEn.members.ledger.kinds[kind], kind).toBeTruthy();
    }
    expect(isTransferKind('something_new')).toBe(false);
  });

  it('reads a reason from the memo', () => {
    expect(readLedgerMemo({ reason: 'ชดเชยระบบขัดข้อง', operatorId: 'x' })).toBe('ชดเชยระบบขัดข้อง');
    expect(readLedgerMemo({ withdrawalId: 'w1' })).toBeNull();
  });
});
