import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameProviders, gameSessions, providerRollbackTombstones, providerTransactions } from '../../db/schema/games';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

export async function findProvider(db: Database, brandId: string, code: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(gameProviders).where(and(eq(gameProviders.brandId, brandId), eq(gameProviders.code, code)));
  return row;
}

export async function insertProvider(db: Database, provider: typeof gameProviders.$inferInsert): Promise<ProviderRow> {
  const [row] = await db.insert(gameProviders).values(provider).returning();
  if (!row) throw new Error('insert into game_providers returned no row');
  return row;
}

export async function insertGameSession(db: Database, session: typeof gameSessions.$inferInsert): Promise<void> {
  await db.insert(gameSessions).values(session);
}

export async function findGameSession(db: Database, tokenHash: string) {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.tokenHash, tokenHash));
  return row;
}

/**
 * Serializes every call about one provider transaction id (a bet and the rollback naming it),
 * so a rollback can never slip between a bet's check and its commit.
 */
export async function lockTransactionId(db: Database, providerId: string, transactionId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${providerId}:${transactionId}`}, 0))`);
}

/** Claims (provider, transaction id); undefined when a call with this id already exists. */
export async function claimProviderTransaction(
  db: Database,
  transaction: typeof providerTransactions.$inferInsert,
): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db.insert(providerTransactions).values(transaction).onConflictDoNothing().returning();
  return row;
}

export async function findProviderTransaction(db: Database, providerId: string, transactionId: string) {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.providerId, providerId), eq(providerTransactions.transactionId, transactionId)));
  return row;
}

export async function saveReply(db: Database, rowId: string, reply: unknown): Promise<void> {
  await db.update(providerTransactions).set({ reply }).where(eq(providerTransactions.id, rowId));
}

export async function markRolledBack(db: Database, rowId: string): Promise<void> {
  await db.update(providerTransactions).set({ isRolledBack: true }).where(eq(providerTransactions.id, rowId));
}

export async function insertTombstone(db: Database, providerId: string, transactionId: string): Promise<void> {
  await db.insert(providerRollbackTombstones).values({ providerId, transactionId }).onConflictDoNothing();
}

export async function isTombstoned(db: Database, providerId: string, transactionId: string): Promise<boolean> {
  const rows = await db
    .select({ transactionId: providerRollbackTombstones.transactionId })
    .from(providerRollbackTombstones)
    .where(and(eq(providerRollbackTombstones.providerId, providerId), eq(providerRollbackTombstones.transactionId, transactionId)));
  return rows.length > 0;
}
