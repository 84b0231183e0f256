import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { announceMovement } from '../ledger/ledger-movements';
import { memoCache } from '../../lib/memo-cache';
import { findMemberById } from '../members/members.repo';
import { gameProviders, gameSessions, providerRollbackTombstones, providerTransactions } from '../../db/schema/games';

export type ProviderRow = typeof gameProviders.$inferSelect;
export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;

export async function findProvider(db: Database, brandId: string, code: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.brandId, brandId), eq(gameProviders.code, code)));
  return row;
}

/**
 * Provider rows are read on every wallet call (and every house-game wallet call) and change
 * rarely; like brand settings they are kept 10 s, so disabling a provider or changing its secret
 * takes up to 10 s on each instance.
 */
const PROVIDER_CACHE_MS = 10_000;
const knownProviders = memoCache<Database, ProviderRow>({ ttlMs: PROVIDER_CACHE_MS, maxEntries: 1_000 });

export function findProviderCached(db: Database, brandId: string, code: string): Promise<ProviderRow | undefined> {
  return knownProviders(db, `${brandId}|${code}`, Date.now(), () => findProvider(db, brandId, code));
}

export async function insertProvider(db: Database, provider: typeof gameProviders.$inferInsert): Promise<ProviderRow> {
  const [row] = await db.insert(gameProviders).values(provider).returning();
  if (!row) throw new Error('insert into game_providers returned no row');
  return row;
}

/** A member of this brand by the id a provider names; undefined for anything else. */
export async function findPlayerOfBrand(db: Database, brandId: string, memberId: string) {
  // Hub88's `user` is any text: only a uuid can be a member id.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(memberId)) return undefined;
  const member = await findMemberById(db, memberId);
  return member?.brandId === brandId ? member : undefined;
}

/**
 * A member's status as bets see it, kept 10 s: locking a member stops their bets within 10 s on
 * each instance, and a bet costs no extra query meanwhile.
 */
const knownMembers = memoCache<Database, NonNullable<Awaited<ReturnType<typeof findPlayerOfBrand>>>>({ ttlMs: 10_000, maxEntries: 20_000 });

export function findPlayerOfBrandCached(db: Database, brandId: string, memberId: string) {
  return knownMembers(db, `${brandId}|${memberId}`, Date.now(), () => findPlayerOfBrand(db, brandId, memberId));
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

/** wallet_move (migration 0018): a bet or win in one statement; answers the reply (a repeat: the first reply). */
export async function callWalletMove(
  db: Database,
  move: {
    kind: 'bet' | 'win';
    providerId: string;
    transactionId: string;
    requestHash: string;
    brandId: string;
    memberId: string;
    roundId: string;
    gameCode: string;
    amountSatang: number;
    memberAccountId: number;
    houseAccountId: number;
    transferKey: string;
    transferHash: string;
    createdAt: Date;
    /** A win's bet, which must stand (Hub88's reference_transaction_uuid); null when the provider names none. */
    referenceTransactionId: string | null;
  },
): Promise<unknown> {
  const [row] = await queryRows<{ reply: unknown }>(
    db,
    sql`select wallet_move(${move.kind}, ${move.providerId}::uuid, ${move.transactionId}, ${move.requestHash}, ${move.brandId}::uuid,
      ${move.memberId}::uuid, ${move.roundId}, ${move.gameCode}, ${move.amountSatang}::bigint, ${move.memberAccountId}::bigint,
      ${move.houseAccountId}::bigint, ${move.transferKey}, ${move.transferHash}, ${move.createdAt.toISOString()}::timestamptz, ${move.referenceTransactionId}::text) as reply`,
  );
  // wallet_move calls ledger_post_transfer in SQL, past the ledger repository that announces it.
  if (move.amountSatang > 0) announceMovement(db, [move.memberAccountId]);
  return row?.reply;
}

/** The SQLSTATEs wallet_move raises besides the ledger's own. */
export const WALLET_SQLSTATE = { duplicateTransaction: 'WL001', betRolledBack: 'WL002', betNotStanding: 'WL003' } as const;
