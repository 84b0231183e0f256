import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLikePattern } from '../../db/like-pattern';
import { gameProviders, games } from '../../db/schema/games';

export type GameProviderRow = typeof gameProviders.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** Every provider of the brand, enabled or not, with how many games it has there. */
export async function listBrandProviders(db: Database, brandId: string) {
  return db
    .select({ provider: gameProviders, gameCount: count(games.id) })
    .from(gameProviders)
    .leftJoin(games, and(eq(games.providerId, gameProviders.id), eq(games.brandId, brandId)))
    .where(eq(gameProviders.brandId, brandId))
    .groupBy(gameProviders.id)
    .orderBy(asc(gameProviders.code));
}

export async function countProviderGames(db: Database, brandId: string, providerId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.providerId, providerId)));
  return row?.total ?? 0;
}

export async function insertBrandProvider(tx: Database, provider: typeof gameProviders.$inferInsert): Promise<GameProviderRow> {
  const [row] = await tx.insert(gameProviders).values(provider).returning();
  if (!row) throw new Error('insert into game_providers returned no row');
  return row;
}

/** The brand's provider (another brand's id finds nothing), locked for the rest of the transaction. */
export async function lockBrandProvider(tx: Database, brandId: string, providerId: string): Promise<GameProviderRow | undefined> {
  const [row] = await tx
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.id, providerId), eq(gameProviders.brandId, brandId)))
    .for('update');
  return row;
}

export async function updateBrandProvider(
  tx: Database,
  brandId: string,
  providerId: string,
  changes: Partial<Pick<GameProviderRow, 'name' | 'isEnabled' | 'secret' | 'launchUrl'>>,
): Promise<GameProviderRow> {
  const [row] = await tx
    .update(gameProviders)
    .set(changes)
    .where(and(eq(gameProviders.id, providerId), eq(gameProviders.brandId, brandId)))
    .returning();
  if (!row) throw new Error('the game provider vanished while it was updated');
  return row;
}

const adminGameColumns = {
  id: games.id,
  providerId: games.providerId,
  providerCode: gameProviders.code,
  categoryCode: games.categoryCode,
  code: games.code,
  name: games.name,
  imageKey: games.imageKey,
  isHot: games.isHot,
  isEnabled: games.isEnabled,
  sortOrder: games.sortOrder,
};

/** The brand's games, enabled or not, by category and provider, in the order members see them. */
export async function listBrandGames(
  db: Database,
  brandId: string,
  filter: { nameOrCode?: string; category?: string; providerId?: string; limit: number; offset: number },
) {
  const conditions: SQL[] = [eq(games.brandId, brandId)];
  if (filter.nameOrCode) {
    const pattern = `%${escapeLikePattern(filter.nameOrCode)}%`;
    const matches = or(ilike(games.name, pattern), ilike(games.code, pattern));
    if (matches) conditions.push(matches);
  }
  if (filter.category) conditions.push(eq(games.categoryCode, filter.category));
  if (filter.providerId) conditions.push(eq(games.providerId, filter.providerId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminGameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(asc(games.categoryCode), asc(games.sortOrder), asc(games.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type AdminGameRow = Awaited<ReturnType<typeof listBrandGames>>['rows'][number];

/** Every category code the brand's games are filed under, including codes members have no tab for (the house slot's "slot"). */
export async function listBrandGameCategories(db: Database, brandId: string): Promise<string[]> {
  const rows = await db.selectDistinct({ code: games.categoryCode }).from(games).where(eq(games.brandId, brandId)).orderBy(asc(games.categoryCode));
  return rows.map((row) => row.code);
}

/** The brand's game (another brand's id finds nothing) with its provider's code; locked for the rest of the transaction when asked. */
export async function findBrandGame(db: Database, brandId: string, gameId: string, options: { isLocked?: boolean } = {}): Promise<AdminGameRow | undefined> {
  const query = db
    .select(adminGameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.id, gameId), eq(games.brandId, brandId)));
  const [row] = options.isLocked ? await query.for('update', { of: games }) : await query;
  return row;
}

export async function updateBrandGame(
  tx: Database,
  brandId: string,
  gameId: string,
  changes: Partial<Pick<GameRow, 'isEnabled' | 'isHot' | 'sortOrder'>>,
): Promise<void> {
  await tx
    .update(games)
    .set(changes)
    .where(and(eq(games.id, gameId), eq(games.brandId, brandId)));
}
