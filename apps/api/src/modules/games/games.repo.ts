import { and, asc, count, desc, eq, gt, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aggregatorConnections, gameCategories, gameLaunchTokens, gameProviders, gameSessions, games } from '../../db/schema/games';

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
  thumbnailUrl: games.thumbnailUrl,
  isHot: games.isHot,
  releasedOn: games.releasedOn,
};

/** A game members may open: the operator's switch on, still listed by its aggregator, its provider on. */
function isPlayable(): SQL | undefined {
  return and(eq(games.isEnabled, true), eq(games.isListed, true), eq(gameProviders.isEnabled, true));
}

/** `%` and `_` typed by a member are letters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Enabled games of enabled providers, by category (or hot), provider and/or name, a page at a time. */
export async function listGames(
  db: Database,
  brandId: string,
  filter: { category?: string; providerCode?: string; search?: string; order?: 'lobby' | 'newest'; limit: number; offset: number },
) {
  const where = and(
    eq(games.brandId, brandId),
    isPlayable(),
    filter.category === 'hot' ? eq(games.isHot, true) : filter.category ? eq(games.categoryCode, filter.category) : undefined,
    filter.providerCode ? eq(gameProviders.code, filter.providerCode) : undefined,
    filter.search ? ilike(games.name, containsPattern(filter.search)) : undefined,
  );
  const order = filter.order === 'newest' ? [sql`${games.releasedOn} desc nulls last`, asc(games.name)] : [asc(games.sortOrder), asc(games.name)];
  const [rows, [total]] = await Promise.all([
    db
      .select(gameColumns)
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(where)
      .orderBy(...order)
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
    .where(and(eq(games.id, gameId), eq(games.brandId, brandId), isPlayable()));
  return row;
}

/**
 * The games a member opened last, newest first, one row per game. A session names the provider
 * its wallet calls come from: the game's own provider, or for an aggregator's product the aggregator.
 */
export async function listRecentGames(db: Database, brandId: string, memberId: string, limit: number) {
  const lastOpened = db
    .select({ gameCode: gameSessions.gameCode, providerId: gameSessions.providerId, openedAt: sql<Date>`max(${gameSessions.createdAt})`.as('opened_at') })
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.brandId, brandId)))
    .groupBy(gameSessions.gameCode, gameSessions.providerId)
    .as('last_opened');
  return db
    .select(gameColumns)
    .from(lastOpened)
    .innerJoin(games, and(eq(games.brandId, brandId), eq(games.code, lastOpened.gameCode)))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(isPlayable(), sql`(${gameProviders.id} = ${lastOpened.providerId} or ${gameProviders.aggregatorId} = ${lastOpened.providerId})`))
    .orderBy(desc(lastOpened.openedAt))
    .limit(limit);
}

/** The games visitors may try: demo games of aggregators whose brand connection allows demo play. */
export async function listDemoGames(db: Database, brandId: string, limit: number) {
  return db
    .select(gameColumns)
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .innerJoin(aggregatorConnections, eq(aggregatorConnections.providerId, gameProviders.aggregatorId))
    .where(and(eq(games.brandId, brandId), isPlayable(), eq(games.hasDemo, true), eq(aggregatorConnections.allowsDemo, true)))
    .orderBy(asc(games.sortOrder), asc(games.name))
    .limit(limit);
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

/** The brand's enabled providers, by code; an aggregator itself has no games of its own and is not one of them. */
export async function listProviders(db: Database, brandId: string) {
  return db
    .select({
      code: gameProviders.code,
      name: gameProviders.name,
      walletType: gameProviders.walletType,
      logoUrl: gameProviders.logoUrl,
      // Spelled out: in a one-table query Drizzle leaves columns unqualified, and "id" would mean the game's.
      categories: sql<string[]>`coalesce((select array_agg(distinct g.category_code order by g.category_code) from games g
        where g.provider_id = game_providers.id and g.is_enabled and g.is_listed), '{}')`,
    })
    .from(gameProviders)
    .where(
      and(
        eq(gameProviders.brandId, brandId),
        eq(gameProviders.isEnabled, true),
        sql`not exists (select 1 from aggregator_connections c where c.provider_id = game_providers.id)`,
      ),
    )
    .orderBy(asc(gameProviders.code));
}
