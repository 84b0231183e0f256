import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/**
 * A new member's affiliate code: 8 characters, 31^8 (about 8.5 * 10^11) possibilities, drawn
 * with the system's cryptographic generator so codes cannot be guessed from one another.
 */
export function newAffiliateCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
