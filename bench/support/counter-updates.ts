import { randomInt } from 'node:crypto';
import pg from 'pg';
import { runConcurrently } from './run-concurrently';

/**
 * The floor for bench/ledger.ts and, behind HTTP, bench/update-floor-server.ts (bench/games.ts):
 * the cheapest transaction that writes a row, one UPDATE of a small table, so the ledger's rate can
 * be read as a fraction of what the database can commit. bench/select-floor-server.ts (bench/http.ts)
 * reads the same table: the cheapest indexed read.
 */
const COUNTER_ROWS = 20;

export async function createCounterTable(pool: pg.Pool): Promise<void> {
  await pool.query('create table bench_counter (id integer primary key, value bigint not null default 0)');
  await pool.query('insert into bench_counter (id) select generate_series(1, $1::integer)', [COUNTER_ROWS]);
}

export async function incrementRandomCounter(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('update bench_counter set value = value + 1 where id = $1', [randomInt(1, COUNTER_ROWS + 1)]);
    await client.query('commit');
    client.release();
  } catch (error) {
    // A connection that failed mid-transaction is discarded rather than reused.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

/** One row of the table by its primary key, as one prepared statement: what one indexed read costs. */
export async function readRandomCounter(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ value: string }>({
    name: 'bench_counter_by_id',
    text: 'select value from bench_counter where id = $1',
    values: [randomInt(1, COUNTER_ROWS + 1)],
  });
  return Number(result.rows[0]?.value);
}

/** Milliseconds for `count` one-row UPDATE transactions by `clients` clients, on a pool of its own closed after. */
export async function measureCounterUpdates(url: string, count: number, clients: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  try {
    await createCounterTable(pool);
    return await runConcurrently(count, clients, () => incrementRandomCounter(pool));
  } finally {
    await pool.end();
  }
}
