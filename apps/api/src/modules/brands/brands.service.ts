import type { Database } from '../../db/client';
import { insertDefaultTiers } from '../tiers/tiers.repo';
import { insertBrand, type BrandRow, type NewBrand } from './brands.repo';

/** A new brand with its host names, images and the default tier table. */
export async function createBrand(db: Database, brand: NewBrand): Promise<BrandRow> {
  const row = await insertBrand(db, brand);
  await insertDefaultTiers(db, row.id);
  return row;
}
