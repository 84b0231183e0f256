import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aggregatorCategories, aggregatorConnections, gameProviders, games } from '../../db/schema/games';

export async function listBrandAggregators(db: Database, brandId: string) {
  return db
    .select({ provider: gameProviders, connection: aggregatorConnections })
    .from(gameProviders)
    .innerJoin(aggregatorConnections, eq(aggregatorConnections.providerId, gameProviders.id))
    .where(eq(gameProviders.brandId, brandId))
    .orderBy(gameProviders.code);
}

export async function listProductsWithGameCounts(db: Database, aggregatorId: string) {
  return db
    .select({ providerId: gameProviders.id, code: gameProviders.code, name: gameProviders.name, gameCount: count(games.id) })
    .from(gameProviders)
    .leftJoin(games, eq(games.providerId, gameProviders.id))
    .where(and(eq(gameProviders.aggregatorId, aggregatorId), isNotNull(gameProviders.aggregatorProduct)))
    .groupBy(gameProviders.id)
    .orderBy(gameProviders.code);
}

export async function listCategoryRows(db: Database, aggregatorId: string) {
  return db
    .select({ aggregatorCategory: aggregatorCategories.aggregatorCategory, categoryCode: aggregatorCategories.categoryCode })
    .from(aggregatorCategories)
    .where(eq(aggregatorCategories.providerId, aggregatorId))
    .orderBy(aggregatorCategories.aggregatorCategory);
}

export async function replaceCategoryRows(db: Database, aggregatorId: string, rows: { aggregatorCategory: string; categoryCode: string }[]) {
  for (const row of rows) {
    await db
      .insert(aggregatorCategories)
      .values({ providerId: aggregatorId, ...row })
      .onConflictDoUpdate({ target: [aggregatorCategories.providerId, aggregatorCategories.aggregatorCategory], set: { categoryCode: row.categoryCode } });
  }
}
