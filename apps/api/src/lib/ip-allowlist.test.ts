import { describe, expect, it } from 'vitest';
import { isAddressAllowed, isAllowlistEntry } from './ip-allowlist';

describe('the operator IP allowlist', () => {
  it('accepts addresses and CIDR ranges of both families, and nothing else', () => {
    for (const entry of ['203.0.113.7', '203.0.113.0/24', '10.0.0.0/8', '2001:db8::1', '2001:db8::/32']) expect(isAllowlistEntry(entry)).toBe(true);
    for (const entry of ['', 'localhost', '203.0.113.0/33', '2001:db8::/129', '1.2.3.4/24/1', '1.2.3', '10.0.0.0/x'])
      expect(isAllowlistEntry(entry)).toBe(false);
  });

  it('matches single addresses and ranges, including IPv4 seen through an IPv6 socket', () => {
    const list = ['203.0.113.7', '10.1.0.0/16', '2001:db8::/32'];
    expect(isAddressAllowed('203.0.113.7', list)).toBe(true);
    expect(isAddressAllowed('203.0.113.8', list)).toBe(false);
    expect(isAddressAllowed('10.1.255.3', list)).toBe(true);
    expect(isAddressAllowed('10.2.0.1', list)).toBe(false);
    expect(isAddressAllowed('::ffff:10.1.0.9', list)).toBe(true);
    expect(isAddressAllowed('2001:db8:1::5', list)).toBe(true);
    expect(isAddressAllowed('2001:db9::5', list)).toBe(false);
  });
});
