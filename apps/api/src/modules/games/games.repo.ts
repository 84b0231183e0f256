import { and, asc, count, eq, isNull, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameCategories, gameLaunchTokens, gameProviders, games } from '../../db/schema/games';

export async function listCategories(db: Database, brandId: string) {
  return db
    .select()
    .from(gameCategories)
    .where(and(eq(gameCategories.brandId, brandId), eq(gameCategories.isEnabled, true)))
    .orderBy(asc(gameCategories.sortOrder));
}

export async function insertCategories(db: Database, categories: (typeof gameCategories.$inferInsert)[]): Promise<void> {
  if (categories.length > 0) await db.insert(gameCategories).values(categories);
}

export async function insertGames(db: Database, rows: (typeof games.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(games).values(rows);
}

const gameColumns = {
  id: games.id,
  providerCode: gameProviders.code,
  categoryCode: games.categoryCode,
  code: games.code,
  name: games.name,
  imageKey: games.imageKey,
  isHot: games.isHot,
};

/** Enabled games of enabled providers, by category (or hot) and/or provider, a page at a time. */
export async function listGames(db: Database, brandId: string, filter: { category?: string; providerCode?: string; limit: number; offset: number }) {
  const where = and(
    eq(games.brandId, brandId),
    eq(games.isEnabled, true),
    eq(gameProviders.isEnabled, true),
    filter.category === 'hot' ? eq(games.isHot, true) : filter.category ? eq(games.categoryCode, filter.category) : undefined,
    filter.providerCode ? eq(gameProviders.code, filter.providerCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(asc(games.sortOrder), asc(games.name))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(games).innerJoin(gameProviders, eq(gameProviders.id, games.providerId)).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findPlayableGame(db: Database, brandId: string, gameId: string) {
  const [row] = await db
    .select({ game: games, provider: gameProviders })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(games.id, gameId), eq(games.brandId, brandId), eq(games.isEnabled, true), eq(gameProviders.isEnabled, true)));
  return row;
}

export async function insertLaunchToken(db: Database, token: typeof gameLaunchTokens.$inferInsert): Promise<void> {
  await db.insert(gameLaunchTokens).values(token);
}

/** Uses a launch token: true only for the first use of an unexpired token. */
export async function consumeLaunchToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(and(eq(gameLaunchTokens.tokenHash, tokenHash), isNull(gameLaunchTokens.usedAt), gt(gameLaunchTokens.expiresAt, now)))
    .returning({
      brandId: gameLaunchTokens.brandId,
      memberId: gameLaunchTokens.memberId,
      providerId: gameLaunchTokens.providerId,
      gameCode: gameLaunchTokens.gameCode,
    });
  return row;
}

/** The brand's enabled providers, by code. */
export async function listProviders(db: Database, brandId: string) {
  return db
    .select({ code: gameProviders.code, name: gameProviders.name, walletType: gameProviders.walletType })
    .from(gameProviders)
    .where(and(eq(gameProviders.brandId, brandId), eq(gameProviders.isEnabled, true)))
    .orderBy(asc(gameProviders.code));
}
