import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id (the library's default algorithm) at 19 MiB of memory, 2 passes and 1 lane: the first
 * of the configurations OWASP's password storage guide recommends, and the library's own
 * defaults, written out so that a new library version cannot lower them unseen
 * (passwords.test.ts holds the algorithm and the three figures).
 */
export const PASSWORD_HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Makes the stored hash of a password; the seed takes one as an argument so tests can pass a cheaper one. */
export type PasswordHasher = (password: string) => Promise<string>;

export const hashPassword: PasswordHasher = (password) => hash(password, PASSWORD_HASH_OPTIONS);

// Verified when the username does not exist, so an unknown user costs as much time as a
// wrong password and the two cannot be told apart by timing.
const unknownUserHash = hashPassword('no such user: constant-time filler');

/** Checks a password against a stored hash, whose own parameters say how costly the check is. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
