import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type DatabaseHandle } from '../db/client';

/**
 * Tests that prove money correctness under concurrency need real PostgreSQL. Each gets a
 * throwaway database on TEST_DATABASE_URL's server, migrated from scratch and dropped after.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL;

export async function createThrowawayPostgres(poolSize = 80): Promise<DatabaseHandle & { url: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = connectPostgres(url.toString(), poolSize);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: testDatabaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}
