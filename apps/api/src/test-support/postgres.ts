import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type DatabaseHandle } from '../db/client';

/**
 * Tests that prove money correctness under concurrency need real PostgreSQL. Each gets a
 * throwaway database on TEST_DATABASE_URL's server, migrated from scratch and dropped after.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Vitest runs a test file per core, and each PostgreSQL file opens a pool as large as the
 * concurrency it proves (up to 80 connections, on a server that allows 100). So these files take
 * turns: a throwaway database is made only while its process holds this session lock on the
 * server, and its drop lets the next one in. A process that dies lets go with its connection.
 * The other core goes on with the files that need no PostgreSQL meanwhile.
 */
const THROWAWAY_DATABASE_LOCK = 7_140_001;
let lockHolder: { client: pg.Client; databases: number } | null = null;

async function takeServerTurn(): Promise<void> {
  if (lockHolder) {
    lockHolder.databases += 1;
    return;
  }
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [THROWAWAY_DATABASE_LOCK]);
  lockHolder = { client, databases: 1 };
}

async function endServerTurn(): Promise<void> {
  if (!lockHolder) return;
  lockHolder.databases -= 1;
  if (lockHolder.databases > 0) return;
  const { client } = lockHolder;
  lockHolder = null;
  await client.end();
}

/** A new database on the test server, migrated unless `isMigrated` is false (a start-up test migrates it itself). */
export async function createThrowawayPostgres(poolSize = 80, { isMigrated = true } = {}): Promise<DatabaseHandle & { url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  await takeServerTurn();
  try {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();

    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    const handle = connectPostgres(url.toString(), poolSize);
    if (isMigrated) await handle.migrate();
    return {
      ...handle,
      url: url.toString(),
      async drop() {
        try {
          await handle.close();
          const cleaner = new pg.Client({ connectionString: testDatabaseUrl });
          await cleaner.connect();
          await cleaner.query(`drop database if exists ${name} with (force)`);
          await cleaner.end();
        } finally {
          await endServerTurn();
        }
      },
    };
  } catch (error) {
    await endServerTurn();
    throw error;
  }
}
