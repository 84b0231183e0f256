import { hash, verify } from '@node-rs/argon2';

/** Argon2id (the library's default algorithm) with its default cost parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Verified when the username does not exist, so an unknown user costs as much time as a
// wrong password and the two cannot be told apart by timing.
const unknownUserHash = hash('no such user: constant-time filler');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (passwordHash === undefined) {
    await verify(await unknownUserHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
