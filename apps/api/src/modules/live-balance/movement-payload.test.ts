import { describe, expect, it } from 'vitest';
import { decodeMovedAccounts, encodeMovedAccounts, MAX_PAYLOAD_BYTES } from './movement-payload';

describe('the ledger_moved payload', () => {
  it('tells many accounts in as few payloads as fit under the NOTIFY limit, and reads them back', () => {
    const accountIds = Array.from({ length: 5_000 }, (_, index) => 1_000_000_000 + index);
    const payloads = encodeMovedAccounts(accountIds);
    // Ten digits and a comma: 718 ids fill one payload, so 5,000 take seven.
    expect(payloads).toHaveLength(7);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(payloads.flatMap(decodeMovedAccounts)).toEqual(accountIds);
  });

  it('sends nothing when nothing moved, and skips what is not an account id', () => {
    expect(encodeMovedAccounts([])).toEqual([]);
    expect(decodeMovedAccounts('12,x,,-3,7')).toEqual([12, 7]);
  });
});
