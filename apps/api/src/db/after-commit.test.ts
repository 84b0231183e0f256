import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAfterCommit } from './after-commit';
import { connectPglite, type DatabaseHandle } from './client';

describe('runAfterCommit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectPglite(undefined);
  });
  afterAll(() => database.close());

  it('runs at once outside a transaction, given the handle', () => {
    const given: unknown[] = [];
    runAfterCommit(database.db, (handle) => given.push(handle));
    expect(given).toEqual([database.db]);
  });

  it('waits for the outermost commit, nested transactions included, and is given the handle the transaction was opened on', async () => {
    const events: string[] = [];
    let given: unknown;
    await database.db.transaction(async (tx) => {
      runAfterCommit(tx, () => events.push('outer'));
      await tx.transaction(async (nested) => {
        await nested.execute(sql`select 1`);
        runAfterCommit(nested, (handle) => {
          given = handle;
          events.push('nested');
        });
      });
      events.push('before commit');
    });
    expect(events).toEqual(['before commit', 'outer', 'nested']);
    expect(given).toBe(database.db);
  });

  it('never runs for a transaction that rolls back', async () => {
    const events: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        runAfterCommit(tx, () => events.push('committed'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(events).toEqual([]);
  });
});
