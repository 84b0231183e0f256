import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * from changes: a migration or SQL function, a source file this module imports directly or
 * through others (the seed and all it calls, found by following the import statements), an
 * installed package (package-lock.json), or the Bangkok day (the seed dates the demo friend's
 * deposit "yesterday"). A change elsewhere, to a route or a service the seed never calls, keeps it.
 */
export const DEMO_LOGIN = { username: 'demo', password: 'demo-password-1' };

const apiSource = resolve(import.meta.dirname, '..');
const contractSource = resolve(apiSource, '../../../packages/contract/src');
const lockFile = resolve(apiSource, '../../../package-lock.json');
const cacheFolder = resolve(apiSource, '../../../node_modules/.cache/api-test-database');
/** Read at run time rather than imported: every migration and SQL function file. */
const sqlFolders = [resolve(apiSource, 'db/migrations'), resolve(apiSource, 'db/functions')];

function listFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => join(folder, file))
    .filter((file) => statSync(file).isFile());
}

/** The source file an import names, or null for a package (package-lock.json stands for those). */
function resolveImport(fromFile: string, specifier: string): string | null {
  const base = specifier.startsWith('@app/contract/')
    ? join(contractSource, specifier.slice('@app/contract/'.length))
    : specifier.startsWith('.')
      ? resolve(dirname(fromFile), specifier)
      : null;
  if (!base) return null;
  return [`${base}.ts`, base, join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** This file and every source file it imports, directly or through others. */
function listImportedSources(entry: string): string[] {
  const found = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^'";]*?(?:from\s*)?['"]([^'"]+)['"]/g)) {
      const imported = resolveImport(file, specifier);
      if (imported) pending.push(imported);
    }
  }
  return [...found].sort();
}

/** What the saved database is made from; a different fingerprint means a different file. */
function fingerprint(now: Date): string {
  const digest = createHash('sha256');
  digest.update(`day ${bangkokDay(now)}\n`);
  const sources = [lockFile, ...sqlFolders.flatMap(listFiles), ...listImportedSources(fileURLToPath(import.meta.url))];
  for (const file of sources) {
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
