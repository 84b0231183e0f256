import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PrizeGame } from '@app/contract/rewards/prize-draws';
import type { Database } from '../../db/client';
import { deposits } from '../../db/schema/deposits';
import { prizeDraws, prizeOptions } from '../../db/schema/rewards';

export type PrizeOptionRow = typeof prizeOptions.$inferSelect;
export type PrizeDrawRow = typeof prizeDraws.$inferSelect;

export async function listEnabledOptions(db: Database, brandId: string, game: PrizeGame): Promise<PrizeOptionRow[]> {
  return db
    .select()
    .from(prizeOptions)
    .where(and(eq(prizeOptions.brandId, brandId), eq(prizeOptions.game, game), eq(prizeOptions.isEnabled, true)))
    .orderBy(asc(prizeOptions.position));
}

/** Of the given entitlements, those the member has already used for this game. */
export async function findUsedEntitlements(db: Database, memberId: string, game: PrizeGame, entitlements: string[]): Promise<Set<string>> {
  if (entitlements.length === 0) return new Set();
  const rows = await db
    .select({ entitlement: prizeDraws.entitlement })
    .from(prizeDraws)
    .where(and(eq(prizeDraws.memberId, memberId), eq(prizeDraws.game, game), inArray(prizeDraws.entitlement, entitlements)));
  return new Set(rows.map((row) => row.entitlement));
}

/** The member's deposits of at least `minSatang` credited since `since`, oldest first. */
export async function listQualifyingDeposits(db: Database, memberId: string, minSatang: number, since: Date): Promise<{ id: string }[]> {
  return db
    .select({ id: deposits.id })
    .from(deposits)
    .where(and(eq(deposits.memberId, memberId), gte(deposits.amountSatang, minSatang), gte(deposits.createdAt, since)))
    .orderBy(asc(deposits.createdAt));
}

export async function findDrawByRequestKey(db: Database, memberId: string, game: PrizeGame, requestKey: string): Promise<PrizeDrawRow | undefined> {
  const [row] = await db
    .select()
    .from(prizeDraws)
    .where(and(eq(prizeDraws.memberId, memberId), eq(prizeDraws.game, game), eq(prizeDraws.requestKey, requestKey)));
  return row;
}

/** The draw, or undefined when its entitlement was used already (the unique key decides). */
export async function insertDrawIfNew(db: Database, draw: typeof prizeDraws.$inferInsert): Promise<PrizeDrawRow | undefined> {
  const [row] = await db.insert(prizeDraws).values(draw).onConflictDoNothing().returning();
  return row;
}

export async function listDraws(db: Database, memberId: string, game: PrizeGame, limit: number): Promise<PrizeDrawRow[]> {
  return db
    .select()
    .from(prizeDraws)
    .where(and(eq(prizeDraws.memberId, memberId), eq(prizeDraws.game, game)))
    .orderBy(desc(prizeDraws.createdAt))
    .limit(limit);
}
