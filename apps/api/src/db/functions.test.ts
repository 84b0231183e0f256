import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createThrowawayPostgres, testDatabaseUrl } from '../test-support/postgres';
import { readSeededDatabase } from '../test-support/seeded-database';
import { connectPglite, type Database, type DatabaseHandle } from './client';
import { readFunctionFiles } from './install-functions';
import { queryRows } from './raw-query';

/** The last migration written before the functions moved to db/functions; later ones may not restate one. */
const LAST_MIGRATION_WITH_FUNCTION_BODIES = 27;
const migrationsFolder = resolve(import.meta.dirname, 'migrations');

async function readInstalledFunctions(db: Database): Promise<{ name: string; definition: string; body: string }[]> {
  return queryRows(
    db,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition, p.prosrc as body
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' order by p.proname`,
  );
}

/** The definition a file makes, as PostgreSQL prints it: created in a scratch schema, read, rolled back. */
async function readFileDefinition(db: Database, file: { name: string; statement: string }): Promise<string> {
  let definition = '';
  await db
    .transaction(async (tx) => {
      await tx.execute(sql.raw('CREATE SCHEMA function_file'));
      await tx.execute(sql.raw('SET LOCAL search_path TO function_file, public'));
      await tx.execute(sql.raw(file.statement));
      const [row] = await queryRows<{ definition: string }>(
        tx,
        sql`select pg_get_functiondef(p.oid) as definition from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            where n.nspname = 'function_file' and p.proname = ${file.name}`,
      );
      definition = row?.definition ?? '';
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return definition.replace(/^CREATE OR REPLACE FUNCTION function_file\./, 'CREATE OR REPLACE FUNCTION public.');
}

/** The body a file gives its function: the text between `AS $$` and the closing `$$;`, byte for byte. */
function bodyOf(statement: string): string {
  const match = /\bAS \$\$([\s\S]*)\$\$;\s*$/.exec(statement);
  if (!match?.[1]) throw new Error('a function file ends with its body quoted as AS $$ ... $$;');
  return match[1];
}

function describeFunctionsOf(engine: string, open: () => Promise<DatabaseHandle & { drop?: () => Promise<void> }>) {
  describe(`the functions of a migrated database (${engine})`, () => {
    let database: DatabaseHandle & { drop?: () => Promise<void> };
    beforeAll(async () => {
      database = await open();
    });
    afterAll(async () => {
      if (database?.drop) await database.drop();
      else await database?.close();
    });

    it('are exactly the files of db/functions, one function per file', async () => {
      const installed = await readInstalledFunctions(database.db);
      expect(installed.map((fn) => fn.name)).toEqual(readFunctionFiles().map((file) => file.name));
    });

    it.each(readFunctionFiles().map((file) => [file.name, file] as const))(
      '%s is the definition of its file, and its body is the file byte for byte',
      async (name, file) => {
        const installed = (await readInstalledFunctions(database.db)).find((fn) => fn.name === name);
        expect(installed?.body).toBe(bodyOf(file.statement));
        expect(installed?.definition).toBe(await readFileDefinition(database.db, file));
      },
    );
  });
}

describeFunctionsOf('embedded', () => connectPglite(undefined, { loadDataDir: readSeededDatabase(inject('seededDatabaseFile')) }));
if (testDatabaseUrl) describeFunctionsOf('PostgreSQL', () => createThrowawayPostgres(4));

describe('migrations', () => {
  it('written after the functions moved to db/functions restate none of them', () => {
    const later = readdirSync(migrationsFolder).filter(
      (file) => /^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) > LAST_MIGRATION_WITH_FUNCTION_BODIES,
    );
    for (const file of later) {
      expect(readFileSync(join(migrationsFolder, file), 'utf8'), `${file} restates a function: change its file in db/functions instead`).not.toMatch(
        /CREATE\s+OR\s+REPLACE\s+FUNCTION/i,
      );
    }
  });
});
