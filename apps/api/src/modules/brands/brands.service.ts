import type { Database } from '../../db/client';
import { insertDefaultCategories } from '../games/default-categories';
import { ensureHouseGames } from '../house-games/house-catalogue';
import { ensureRewardSetup } from '../rewards/reward-setup.repo';
import { insertDefaultTiers } from '../tiers/tiers.repo';
import { insertBrand, type BrandRow, type NewBrand } from './brands.repo';

/** A new brand with its host names, images, the default tier table, game categories, the house games and the default rewards. */
export async function createBrand(db: Database, brand: NewBrand): Promise<BrandRow> {
  const row = await insertBrand(db, brand);
  await insertDefaultTiers(db, row.id);
  await insertDefaultCategories(db, row.id);
  await ensureHouseGames(db, row.id);
  await ensureRewardSetup(db, row.id);
  return row;
}
