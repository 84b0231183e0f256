import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayPostgres, testDatabaseUrl } from '../test-support/postgres';
import { queryRows } from './raw-query';
import { runInTransaction } from './transaction';

/**
 * A connection the server ends while a request holds it (a failover, a restart, an operator's
 * pg_terminate_backend) must fail that request only. Without an error listener on a checked-out
 * client, `pg` raises the loss as an unhandled 'error' event, which ends the whole process.
 */
describe.skipIf(!testDatabaseUrl)('a PostgreSQL connection lost mid-transaction', () => {
  let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
  let killer: pg.Client;
  const strayErrors: unknown[] = [];
  const recordStray = (error: unknown) => strayErrors.push(error);

  beforeAll(async () => {
    database = await createThrowawayPostgres(8);
    killer = new pg.Client({ connectionString: database.url });
    await killer.connect();
    process.on('uncaughtException', recordStray);
  });
  afterEach(() => {
    strayErrors.length = 0;
  });
  afterAll(async () => {
    process.off('uncaughtException', recordStray);
    await killer?.end();
    await database?.drop();
  });

  const terminate = (pid: number) => killer.query('select pg_terminate_backend($1)', [pid]);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('fails only the transaction whose backend was ended, and later queries succeed', async () => {
    const lost = runInTransaction(database.db, async (tx) => {
      const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // Idle in transaction, as a request is between two of its queries, when the server ends it.
      await terminate(backend?.pid ?? 0);
      await pause(200);
      await queryRows(tx, sql`select 1`);
    });
    await expect(lost).rejects.toThrow();
    await pause(50);
    expect(strayErrors).toEqual([]);
    expect(await queryRows(database.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('lives through every backend being ended under load, then serves again', async () => {
    let isLoading = true;
    const worker = async () => {
      let failures = 0;
      while (isLoading) {
        await runInTransaction(database.db, async (tx) => {
          await queryRows(tx, sql`select pg_backend_pid()`);
          await pause(Math.random() * 3);
          await queryRows(tx, sql`select 1`);
        }).catch(() => {
          failures += 1;
        });
      }
      return failures;
    };
    const workers = Array.from({ length: 6 }, worker);
    for (let round = 0; round < 20; round += 1) {
      await killer.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      await pause(15);
    }
    isLoading = false;
    const failures = await Promise.all(workers);
    expect(failures.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
    expect(strayErrors).toEqual([]);
    // Every connection of the pool (8) is usable again: none was kept by a transaction that failed.
    const afterwards = Array.from({ length: 8 }, () => runInTransaction(database.db, (tx) => queryRows(tx, sql`select 1 as one, pg_sleep(0.05)`)));
    const settled = await Promise.race([Promise.all(afterwards), pause(5_000).then(() => 'pool exhausted')]);
    expect(settled).toHaveLength(8);
  });
});
