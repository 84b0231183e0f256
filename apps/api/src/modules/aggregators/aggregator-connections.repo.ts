import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aggregatorConnections } from '../../db/schema/games';
import { memoCache } from '../../lib/memo-cache';

export type AggregatorConnectionRow = typeof aggregatorConnections.$inferSelect;

export async function findAggregatorConnection(db: Database, providerId: string): Promise<AggregatorConnectionRow | undefined> {
  const [row] = await db.select().from(aggregatorConnections).where(eq(aggregatorConnections.providerId, providerId));
  return row;
}

/** Read on every signed reply; like provider rows, kept 10 s, so a new key takes up to 10 s on each instance. */
const knownConnections = memoCache<Database, AggregatorConnectionRow>({ ttlMs: 10_000, maxEntries: 1_000 });

export function findAggregatorConnectionCached(db: Database, providerId: string): Promise<AggregatorConnectionRow | undefined> {
  return knownConnections(db, providerId, Date.now(), () => findAggregatorConnection(db, providerId));
}

export async function saveAggregatorConnection(db: Database, connection: typeof aggregatorConnections.$inferInsert): Promise<void> {
  const { providerId: _providerId, ...changes } = connection;
  await db.insert(aggregatorConnections).values(connection).onConflictDoUpdate({ target: aggregatorConnections.providerId, set: changes });
}
