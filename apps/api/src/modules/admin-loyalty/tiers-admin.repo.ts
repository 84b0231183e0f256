import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/brands';
import { brandTiers } from '../../db/schema/tiers';
import type { BrandTierRow } from '../tiers/tiers.repo';

export type TierChanges = Pick<
  typeof brandTiers.$inferInsert,
  'name' | 'lossReturnBasisPoints' | 'withdrawCapSatang' | 'maxPerWithdrawalSatang' | 'nextLevelSatang' | 'colour' | 'details' | 'isDisabled'
>;

/**
 * The brand row, locked against other tier writers (NO KEY UPDATE: rows that reference the brand
 * can still be inserted meanwhile). Undefined for an unknown brand.
 */
export async function lockBrandForTiers(db: Database, brandId: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('no key update');
  return row;
}

export async function lockBrandTier(db: Database, brandId: string, level: number): Promise<BrandTierRow | undefined> {
  const [row] = await db
    .select()
    .from(brandTiers)
    .where(and(eq(brandTiers.brandId, brandId), eq(brandTiers.level, level)))
    .for('update');
  return row;
}

export async function countBrandTiers(db: Database, brandId: string): Promise<number> {
  return db.$count(brandTiers, eq(brandTiers.brandId, brandId));
}

export async function updateBrandTier(db: Database, brandId: string, level: number, changes: TierChanges): Promise<BrandTierRow> {
  const [row] = await db
    .update(brandTiers)
    .set(changes)
    .where(and(eq(brandTiers.brandId, brandId), eq(brandTiers.level, level)))
    .returning();
  if (!row) throw new Error(`brand ${brandId} has no tier ${level}`);
  return row;
}
