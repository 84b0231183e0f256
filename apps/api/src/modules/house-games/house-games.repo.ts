import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { RoundInput, RoundOutcome } from '@app/contract/house-games/outcome';
import type { Database } from '../../db/client';
import { housePlaySessions, houseRounds, houseSeeds } from '../../db/schema/house-games';

export type PlaySessionRow = typeof housePlaySessions.$inferSelect;
export type SeedRow = typeof houseSeeds.$inferSelect;
export type RoundRow = Omit<typeof houseRounds.$inferSelect, 'input' | 'outcome'> & { input: RoundInput; outcome: RoundOutcome };
export type RoundStatus = RoundRow['status'];

export async function insertPlaySession(db: Database, session: typeof housePlaySessions.$inferInsert): Promise<void> {
  await db.insert(housePlaySessions).values(session);
}

export async function findPlaySession(db: Database, tokenHash: string): Promise<PlaySessionRow | undefined> {
  const [row] = await db.select().from(housePlaySessions).where(eq(housePlaySessions.tokenHash, tokenHash));
  return row;
}

/** The member's newest wallet token: wins and rollbacks are accepted on it even after it expired. */
export async function latestWalletToken(db: Database, memberId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ walletToken: housePlaySessions.walletToken })
    .from(housePlaySessions)
    .where(eq(housePlaySessions.memberId, memberId))
    .orderBy(desc(housePlaySessions.createdAt))
    .limit(1);
  return row?.walletToken;
}

/** Creates the member's first seed pair unless one is active (the partial unique index decides a race). */
export async function insertSeedIfNone(db: Database, seed: typeof houseSeeds.$inferInsert): Promise<void> {
  await db.insert(houseSeeds).values(seed).onConflictDoNothing();
}

export async function findActiveSeed(db: Database, memberId: string): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.isActive, true)));
  return row;
}

/** The active seed, locked: nonces are handed out one at a time and slot spins are spaced on it. */
export async function lockActiveSeed(tx: Database, memberId: string): Promise<SeedRow | undefined> {
  const [row] = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.memberId, memberId), eq(houseSeeds.isActive, true)))
    .for('update');
  return row;
}

export async function findSeed(db: Database, seedId: string): Promise<SeedRow | undefined> {
  const [row] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, seedId));
  return row;
}

export async function advanceNonce(tx: Database, seed: SeedRow, lastSpinAt: Date | null): Promise<void> {
  await tx
    .update(houseSeeds)
    .set({ nextNonce: seed.nextNonce + 1, ...(lastSpinAt ? { lastSpinAt } : {}) })
    .where(eq(houseSeeds.id, seed.id));
}

export async function revealSeed(tx: Database, seedId: string, now: Date): Promise<void> {
  await tx.update(houseSeeds).set({ isActive: false, revealedAt: now }).where(eq(houseSeeds.id, seedId));
}

export async function insertRound(tx: Database, round: typeof houseRounds.$inferInsert): Promise<RoundRow> {
  const [row] = await tx.insert(houseRounds).values(round).returning();
  if (!row) throw new Error('insert into house_rounds returned no row');
  return row as RoundRow;
}

/** Moves a round on only from the state the caller saw, so two paths can never both act on it. */
export async function moveRound(
  db: Database,
  roundId: string,
  from: RoundStatus[],
  change: { status: RoundStatus; input?: RoundInput; outcome?: RoundOutcome; winSatang?: number; settledAt?: Date },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(houseRounds)
    .set(change)
    .where(and(eq(houseRounds.id, roundId), inArray(houseRounds.status, from)))
    .returning();
  return row as RoundRow | undefined;
}

export async function findOpenHiloRound(db: Database, memberId: string, options: { lock: boolean }): Promise<RoundRow | undefined> {
  const query = db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.memberId, memberId), eq(houseRounds.gameCode, 'house-hilo'), inArray(houseRounds.status, ['pending', 'placed'])));
  const [row] = options.lock ? await query.for('update') : await query;
  return row as RoundRow | undefined;
}

/** Rounds whose money is not final yet: a bet not confirmed, a hi-lo in play, a win not yet paid. */
export async function listUnfinishedRounds(db: Database, memberId: string): Promise<RoundRow[]> {
  const rows = await db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.memberId, memberId), inArray(houseRounds.status, ['pending', 'voiding', 'placed', 'closing'])));
  return rows as RoundRow[];
}

/** The round, locked until the transaction ends: its outcome cannot change under the caller. */
export async function lockRound(tx: Database, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await tx.select().from(houseRounds).where(eq(houseRounds.id, roundId)).for('update');
  return row as RoundRow | undefined;
}

export async function findRound(db: Database, roundId: string): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(houseRounds).where(eq(houseRounds.id, roundId));
  return row as RoundRow | undefined;
}

/** A page of the member's rounds, newest first, with the seed each was drawn from. */
export async function listRounds(db: Database, memberId: string, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ round: houseRounds, seed: houseSeeds })
      .from(houseRounds)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
      .where(eq(houseRounds.memberId, memberId))
      .orderBy(desc(houseRounds.createdAt), desc(houseRounds.nonce))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(houseRounds).where(eq(houseRounds.memberId, memberId)),
  ]);
  return { rows: rows.map((row) => ({ round: row.round as RoundRow, seed: row.seed })), total: total?.total ?? 0 };
}
