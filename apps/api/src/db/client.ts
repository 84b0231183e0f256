import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { trackCommits } from './after-commit';
import { installFunctions } from './install-functions';
import { listenOnPostgres, type NotificationHandlers } from './notification-listener';

/** The query interface every repository uses, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Applies the same SQL migrations to PostgreSQL and to the embedded database, then installs db/functions. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on the same database runs its own: on PostgreSQL under a
   * session advisory lock, held on a connection of its own; the embedded database has one process.
   */
  whileAlone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears NOTIFY on `channel` from every process on the database (PostgreSQL: on a connection of
   * its own that reconnects when lost). Returns the function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

// PostgreSQL returns bigint (int8) as text to protect precision. Every bigint here is satang or
// an id, far below 2^53, so it is parsed as a number; a value beyond that is a bug and throws.
pg.types.setTypeParser(pg.types.builtins.INT8, (text) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 ${text} is beyond the safe integer range`);
  return value;
});

/**
 * The advisory lock instances take to migrate and seed one at a time: two starting together on an
 * empty or older database raced on the migrations (duplicate key in pg_type) and one exited.
 */
const STARTUP_LOCK_KEY = 7_140_000;

export function connectPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection closed by the server (restart, failover) is dropped and replaced by the
  // pool; without a listener Node would treat the event as fatal. Queries report their own errors.
  pool.on('error', () => undefined);
  // A client a request holds has no listener of the pool's: a connection lost mid-transaction
  // would be an unhandled 'error' event and end the process. With this one for the client's whole
  // life, the loss reaches only the query that was running or the next one the request sends.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePostgres(pool);
  db.transaction = async (work, config) => {
    // Drizzle's own pool transaction sends BEGIN before its try/finally: when the connection is
    // lost between check-out and BEGIN, the client is never released, and a few such losses leave
    // the pool empty for good. Here the client is always given back; the pool drops a dead one.
    const client = await pool.connect();
    try {
      return await drizzleNodePostgres(client).transaction(work, config);
    } finally {
      client.release();
    }
  };
  trackCommits(db);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      await migrateNodePostgres(db, { migrationsFolder });
      await installFunctions(db);
    },
    async whileAlone(work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, handlers) => Promise.resolve(listenOnPostgres(url, channel, handlers)),
    close: () => pool.end(),
  };
}

/**
 * An embedded database in `dataDir`, or in memory when `dataDir` is undefined (tests). An
 * in-memory database can start as a copy of a saved one (`loadDataDir`, made by `dump`).
 */
export async function connectPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle & { dump(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One options object: PGlite ignores the options when the data folder is passed on its own as undefined.
  const client = new PGlite({ dataDir, loadDataDir, parsers: { 20: (text: string) => Number(text) } });
  await client.waitReady;
  const db = drizzlePglite(client);
  trackCommits(db);
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder });
      await installFunctions(db);
    },
    whileAlone: (work) => work(),
    // One process owns the embedded database: its own writes are the only ones to hear, and the
    // connection is never lost.
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.onNotify);
      handlers.onListening();
      return () => stop();
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
