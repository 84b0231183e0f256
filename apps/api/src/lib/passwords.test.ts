import { describe, expect, it } from 'vitest';
import { hashTestPassword } from '../test-support/test-passwords';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores passwords as Argon2id with 19 MiB of memory, 2 passes and 1 lane, salted each time', async () => {
    const first = await hashPassword('correct horse battery');
    const second = await hashPassword('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  it('accepts the right password and refuses a wrong one, whatever cost the stored hash was made with', async () => {
    for (const stored of [await hashPassword('right password'), await hashTestPassword('right password')]) {
      expect(await verifyPassword(stored, 'right password')).toBe(true);
      expect(await verifyPassword(stored, 'wrong password')).toBe(false);
    }
  });

  it('refuses any password for an unknown user, and a hash that is not one', async () => {
    expect(await verifyPassword(undefined, 'no such user: constant-time filler')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
