import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

export const functionsFolder = resolve(import.meta.dirname, 'functions');

/** Every function file of db/functions: the name of the function and its CREATE OR REPLACE statement. */
export function readFunctionFiles(): { name: string; statement: string }[] {
  return readdirSync(functionsFolder)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: file.replace(/\.sql$/, ''), statement: readFileSync(join(functionsFolder, file), 'utf8') }));
}

/**
 * Installs the current definition of every database function (db/functions/README.md), after the
 * SQL migrations and in one transaction: a start either has them all or none of them. Running it
 * again changes nothing.
 */
export async function installFunctions(db: Database): Promise<void> {
  const files = readFunctionFiles();
  await db.transaction(async (tx) => {
    for (const file of files) await tx.execute(sql.raw(file.statement));
  });
}
