import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs hand-written SQL and returns its rows. Both drivers answer `{ rows }`; the row type is
 * the caller's promise about its own SELECT list, which is why this is the one place that casts.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) {
    throw new Error('the database driver returned no rows array');
  }
  return result.rows as Row[];
}
