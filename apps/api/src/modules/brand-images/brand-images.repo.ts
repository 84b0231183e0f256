import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandImages } from '../../db/schema/brand-images';

export type BrandImageRow = typeof brandImages.$inferSelect;

export async function insertBrandImage(db: Database, image: typeof brandImages.$inferInsert): Promise<BrandImageRow> {
  const [row] = await db.insert(brandImages).values(image).returning();
  if (!row) throw new Error('insert into brand_images returned no row');
  return row;
}

/** One brand's image: an id of another brand's image finds nothing, as if it did not exist. */
export async function findBrandImage(db: Database, brandId: string, imageId: string): Promise<BrandImageRow | undefined> {
  const [row] = await db
    .select()
    .from(brandImages)
    .where(and(eq(brandImages.id, imageId), eq(brandImages.brandId, brandId)));
  return row;
}
