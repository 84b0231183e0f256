import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { HOUSE_PROVIDER_CODE, type HouseGameCode } from '@app/contract/house-games/outcome';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { gameProviders, games } from '../../db/schema/games';

const HOUSE_GAMES: { code: HouseGameCode; category: string; name: string; isHot: boolean }[] = [
  { code: 'house-slot', category: 'slot', name: 'สยามเซเว่น', isHot: true },
  { code: 'house-baccarat', category: 'casino', name: 'บาคาร่า', isHot: false },
  { code: 'house-hilo', category: 'card', name: 'ไพ่สูงต่ำ', isHot: false },
];

/**
 * Every brand carries the house provider and its three games. The provider's signing secret is
 * drawn here, once, and kept only in the database (the house game server reads it from there,
 * as an outside provider keeps its copy). Safe to run again: what exists is left as it is.
 */
export async function ensureHouseGames(db: Database, brandId: string): Promise<void> {
  await db
    .insert(gameProviders)
    .values({ brandId, code: HOUSE_PROVIDER_CODE, name: 'เกมของเว็บไซต์', secret: randomBytes(32).toString('hex'), walletType: 'seamless' })
    .onConflictDoNothing();
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(and(eq(gameProviders.brandId, brandId), eq(gameProviders.code, HOUSE_PROVIDER_CODE)));
  if (!provider) throw new Error('the house provider was not created');
  await db
    .insert(games)
    .values(
      HOUSE_GAMES.map((game, index) => ({
        brandId,
        providerId: provider.id,
        categoryCode: game.category,
        code: game.code,
        name: game.name,
        imageKey: game.code,
        isHot: game.isHot,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing();
}

/** Brands created before the house games existed get them at start-up. */
export async function ensureHouseGamesForAllBrands(db: Database): Promise<void> {
  for (const brand of await db.select({ id: brands.id }).from(brands)) await ensureHouseGames(db, brand.id);
}
