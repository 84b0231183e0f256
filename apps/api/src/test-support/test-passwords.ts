import { hash } from '@node-rs/argon2';
import type { PasswordHasher } from '../lib/passwords';

/**
 * Argon2id at the lowest cost the library accepts (8 KiB, 1 pass), for the members and operators
 * that tests create by the hundred: hashing and each later login check take well under a
 * millisecond instead of about 30. Only test fixtures use it; everything the app hashes itself
 * (registration, a changed password, the CLI) uses PASSWORD_HASH_OPTIONS.
 */
export const hashTestPassword: PasswordHasher = (password) => hash(password, { memoryCost: 8, timeCost: 1, parallelism: 1 });
