import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aggregatorCategories, aggregatorConnections, gameProviders, games } from '../../db/schema/games';

export async function listProductsOf(db: Database, aggregatorId: string) {
  return db.select().from(gameProviders).where(eq(gameProviders.aggregatorId, aggregatorId));
}

export async function listProviderCodes(db: Database, brandId: string): Promise<Set<string>> {
  const rows = await db.select({ code: gameProviders.code }).from(gameProviders).where(eq(gameProviders.brandId, brandId));
  return new Set(rows.map((row) => row.code));
}

export async function insertProduct(db: Database, product: { brandId: string; aggregatorId: string; product: string; code: string; protocol: string }) {
  const [row] = await db
    .insert(gameProviders)
    .values({
      brandId: product.brandId,
      aggregatorId: product.aggregatorId,
      aggregatorProduct: product.product,
      code: product.code,
      name: product.product,
      protocol: product.protocol,
      // A product signs nothing itself; its aggregator does.
      secret: '',
    })
    .returning();
  if (!row) throw new Error('insert into game_providers returned no row');
  return row;
}

export async function listCategoryMappings(db: Database, aggregatorId: string): Promise<Map<string, string>> {
  const rows = await db.select().from(aggregatorCategories).where(eq(aggregatorCategories.providerId, aggregatorId));
  return new Map(rows.map((row) => [row.aggregatorCategory, row.categoryCode]));
}

export async function insertCategoryMappings(db: Database, aggregatorId: string, mappings: { aggregatorCategory: string; categoryCode: string }[]) {
  if (mappings.length === 0) return;
  await db
    .insert(aggregatorCategories)
    .values(mappings.map((mapping) => ({ providerId: aggregatorId, ...mapping })))
    .onConflictDoNothing();
}

export type SyncedGame = Pick<
  typeof games.$inferInsert,
  'providerId' | 'code' | 'name' | 'categoryCode' | 'thumbnailUrl' | 'releasedOn' | 'hasDemo' | 'isListed'
>;

/**
 * Writes the aggregator's view of each game and nothing of the operator's: a new game gets the
 * defaults (enabled, not hot, at the end of the order); a known one keeps its switch, order and
 * hot flag.
 */
export async function upsertSyncedGames(db: Database, brandId: string, rows: SyncedGame[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(games)
    .values(rows.map((row) => ({ ...row, brandId, imageKey: '', sortOrder: 1000 })))
    .onConflictDoUpdate({
      target: [games.brandId, games.providerId, games.code],
      set: {
        name: sql`excluded.name`,
        categoryCode: sql`excluded.category_code`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        releasedOn: sql`excluded.released_on`,
        hasDemo: sql`excluded.has_demo`,
        isListed: sql`excluded.is_listed`,
      },
    });
}

/** Games of these products that the list no longer has: switched off for members, never deleted. */
export async function unlistGamesNotIn(db: Database, productIds: string[], listed: { providerId: string; code: string }[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const keys = listed.map((game) => `${game.providerId}|${game.code}`);
  const gone = await db
    .update(games)
    .set({ isListed: false })
    .where(
      and(
        inArray(games.providerId, productIds),
        eq(games.isListed, true),
        keys.length > 0 ? notInArray(sql`${games.providerId}::text || '|' || ${games.code}`, keys) : undefined,
      ),
    )
    .returning({ id: games.id });
  return gone.length;
}

export async function recordSync(db: Database, aggregatorId: string, outcome: { at: Date; error: string | null }): Promise<void> {
  await db
    .update(aggregatorConnections)
    .set({ ...(outcome.error === null ? { syncedAt: outcome.at } : {}), syncError: outcome.error })
    .where(eq(aggregatorConnections.providerId, aggregatorId));
}
