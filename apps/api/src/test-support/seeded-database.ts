import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bangkokDay } from '../lib/bangkok-time';
import { connectPglite } from '../db/client';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import { hashTestPassword } from './test-passwords';

/**
 * Every API test file starts from the same database: migrated, and seeded with the demo brand and
 * member. Building it costs about 2.5 s (starting PGlite from nothing 1.5-2 s, 28 migrations,
 * the seed); loading a saved copy about 0.4 s. Vitest's global setup (global-setup.ts) saves the
 * copy once, and every test file loads it, so no test file runs the migrations or the seed.
 *
 * The copy is kept between runs in node_modules/.cache and made again when anything it is made
 * from changes: a migration, the seed or any code it calls (every non-test source file of the API
 * and the contract is hashed), an installed package (package-lock.json), or the Bangkok day (the
 * seed dates the demo friend's deposit "yesterday").
 */
export const DEMO_LOGIN = { username: 'demo', password: 'demo-password-1' };

const apiSource = resolve(import.meta.dirname, '..');
const contractSource = resolve(apiSource, '../../../packages/contract/src');
const lockFile = resolve(apiSource, '../../../package-lock.json');
const cacheFolder = resolve(apiSource, '../../../node_modules/.cache/api-test-database');

function listSourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|sql|json)$/.test(file) && !/\.test\.ts$/.test(file))
    .sort()
    .map((file) => join(folder, file));
}

/** What the saved database is made from; a different fingerprint means a different file. */
function fingerprint(now: Date): string {
  const digest = createHash('sha256');
  digest.update(`day ${bangkokDay(now)}\n`);
  for (const file of [lockFile, ...listSourceFiles(apiSource), ...listSourceFiles(contractSource)]) {
    digest
      .update(`${relative(apiSource, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  return digest.digest('hex').slice(0, 16);
}

async function buildSeededDatabase(): Promise<Blob> {
  const database = await connectPglite(undefined);
  try {
    await database.migrate();
    await seedDemoIfEmpty(database.db, DEMO_LOGIN, hashTestPassword);
    return await database.dump();
  } finally {
    await database.close();
  }
}

/** The saved database's file, made first if this fingerprint has none yet; older copies are removed. */
export async function ensureSeededDatabaseFile(now = new Date()): Promise<string> {
  const file = join(cacheFolder, `${fingerprint(now)}.tar`);
  if (existsSync(file)) return file;
  const dump = await buildSeededDatabase();
  mkdirSync(cacheFolder, { recursive: true });
  for (const old of readdirSync(cacheFolder)) rmSync(join(cacheFolder, old), { force: true });
  // Written under another name first, so a run that starts meanwhile never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** The saved database as PGlite loads it. */
export function readSeededDatabase(file: string): Blob {
  return new Blob([readFileSync(file)]);
}
