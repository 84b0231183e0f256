import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameProviders, games } from '../../db/schema/games';

export async function setProductLogos(db: Database, aggregatorId: string, logoOf: (product: string) => string): Promise<void> {
  const products = await db.select().from(gameProviders).where(eq(gameProviders.aggregatorId, aggregatorId));
  for (const product of products) {
    if (product.aggregatorProduct)
      await db
        .update(gameProviders)
        .set({ logoUrl: logoOf(product.aggregatorProduct) })
        .where(eq(gameProviders.id, product.id));
  }
}

/** A first lobby with a "hot" row: the first two games (by name) of each category, as an operator would pick. */
export async function setStarterHotGames(db: Database, aggregatorId: string): Promise<void> {
  const products = await db.select({ id: gameProviders.id }).from(gameProviders).where(eq(gameProviders.aggregatorId, aggregatorId));
  if (products.length === 0) return;
  const listed = await db
    .select({ id: games.id, categoryCode: games.categoryCode })
    .from(games)
    .where(
      and(
        inArray(
          games.providerId,
          products.map((product) => product.id),
        ),
        eq(games.isListed, true),
      ),
    )
    .orderBy(asc(games.name));
  const picked = new Map<string, string[]>();
  for (const game of listed) {
    const ids = picked.get(game.categoryCode) ?? [];
    if (ids.length < 2) picked.set(game.categoryCode, [...ids, game.id]);
  }
  const hot = [...picked.values()].flat();
  if (hot.length > 0) await db.update(games).set({ isHot: true }).where(inArray(games.id, hot));
}
