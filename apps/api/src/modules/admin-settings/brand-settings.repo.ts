import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { BrandSettingsChanges } from '@app/contract/admin-settings';
import type { Database } from '../../db/client';
import { brandHostnames, brands } from '../../db/schema/brands';
import type { BrandRow } from '../brands/brands.repo';

/** The brand row, locked for the rest of the transaction so concurrent changes each audit a true "before". */
export async function lockBrand(tx: Database, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await tx.select().from(brands).where(eq(brands.id, brandId)).for('update');
  return row;
}

export async function updateBrandColumns(tx: Database, brandId: string, changes: BrandSettingsChanges): Promise<BrandRow> {
  const [row] = await tx.update(brands).set(changes).where(eq(brands.id, brandId)).returning();
  if (!row) throw new Error('the brand vanished while it was updated');
  return row;
}

export async function listBrandHostnames(db: Database, brandId: string): Promise<string[]> {
  const rows = await db
    .select({ hostname: brandHostnames.hostname })
    .from(brandHostnames)
    .where(eq(brandHostnames.brandId, brandId))
    .orderBy(asc(brandHostnames.hostname));
  return rows.map((row) => row.hostname);
}

/** Which of `hostnames` already select another brand. */
export async function findHostnamesOfOtherBrands(db: Database, brandId: string, hostnames: string[]): Promise<string[]> {
  const rows = await db
    .select({ hostname: brandHostnames.hostname })
    .from(brandHostnames)
    .where(and(inArray(brandHostnames.hostname, hostnames), ne(brandHostnames.brandId, brandId)))
    .orderBy(asc(brandHostnames.hostname));
  return rows.map((row) => row.hostname);
}

/**
 * Makes `hostnames` the brand's whole list. A name another brand inserted meanwhile breaks the
 * primary key (23505) instead of being skipped, so two brands can never share a host.
 */
export async function replaceBrandHostnames(tx: Database, brandId: string, hostnames: string[]): Promise<void> {
  await tx.delete(brandHostnames).where(eq(brandHostnames.brandId, brandId));
  await tx.insert(brandHostnames).values(hostnames.map((hostname) => ({ hostname, brandId })));
}
