import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { operatorRoleSchema } from '@app/contract/admin';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/open-database';
import { isUniqueViolation } from '../db/transaction';
import { hashPassword } from '../lib/passwords';
import { insertOperator } from '../modules/admin/operators.repo';
import { findBrandByCode } from '../modules/brands/brands.repo';
import { newTotpSecret, totpEnrolmentUri } from '../modules/admin/totp';

/**
 * Creates an operator. There is no default operator password: the first admin is made here,
 * with a password given on the command line or typed at the prompt. Every operator signs in with
 * a second factor: the command prints the authenticator secret and its otpauth:// address, once.
 *   npm run admin:create -- --username boss [--password ...] [--role admin|finance|support] [--brands demo,second]
 * `--brands` names the codes of the only brands the operator acts on; without it, every brand.
 * `--totp-secret` sets a known secret instead of a new one (the end-to-end tests use it).
 */
const MIN_PASSWORD_LENGTH = 12;

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'admin' },
    brands: { type: 'string' },
    'totp-secret': { type: 'string' },
  },
});

async function ask(question: string, options: { isSecret?: boolean } = {}): Promise<string> {
  if (!process.stdin.isTTY) throw new Error(`${question.replace(':', '').trim()} is required (pass it as a flag)`);
  // For a secret, everything echoed after the question is swallowed, so the password never shows.
  let isEchoMuted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!isEchoMuted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = prompt.question(question);
    isEchoMuted = options.isSecret === true;
    return (await answer).trim();
  } finally {
    prompt.close();
    if (options.isSecret) process.stdout.write('\n');
  }
}

/** The ids of the brands `codes` (comma-separated) names; an unknown code stops the command. */
async function brandIdsOfCodes(db: Database, codes: string): Promise<string[]> {
  const ids: string[] = [];
  for (const code of codes.split(',').map((part) => part.trim().toLowerCase())) {
    const brand = await findBrandByCode(db, code);
    if (!brand) throw new Error(`--brands: no brand "${code}"`);
    ids.push(brand.id);
  }
  if (ids.length === 0) throw new Error('--brands: name at least one brand code');
  return ids;
}

async function main() {
  const username = (values.username ?? (await ask('Username: '))).toLowerCase();
  const password = values.password ?? (await ask('Password: ', { isSecret: true }));
  const role = operatorRoleSchema.parse(values.role);
  if (!/^[a-z0-9_.-]{3,40}$/.test(username)) throw new Error('username: 3-40 letters, digits, _ . -');
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`password: at least ${MIN_PASSWORD_LENGTH} characters`);

  const database = await openDatabase(loadConfig());
  try {
    const brandIds = values.brands === undefined ? undefined : await brandIdsOfCodes(database.db, values.brands);
    const totpSecret = values['totp-secret'] ?? newTotpSecret();
    const operator = await insertOperator(database.db, { username, passwordHash: await hashPassword(password), role, totpSecret, brandIds });
    const scope = values.brands === undefined ? 'every brand' : `the brands ${values.brands}`;
    process.stdout.write(`Created operator "${operator.username}" with role ${operator.role} on ${scope}.\n`);
    process.stdout.write(
      `Add this to the operator's authenticator app (shown only now):\n  secret: ${totpSecret}\n  ${totpEnrolmentUri(totpSecret, operator.username)}\n`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`operator "${username}" already exists`);
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
