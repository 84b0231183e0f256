import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mediaVideos, promotionBanners } from '../../db/schema/content';

export async function listVideos(db: Database, brandId: string) {
  return db
    .select()
    .from(mediaVideos)
    .where(and(eq(mediaVideos.brandId, brandId), eq(mediaVideos.isEnabled, true)))
    .orderBy(asc(mediaVideos.sortOrder));
}

export async function listBanners(db: Database, brandId: string) {
  return db
    .select()
    .from(promotionBanners)
    .where(and(eq(promotionBanners.brandId, brandId), eq(promotionBanners.isEnabled, true)))
    .orderBy(asc(promotionBanners.sortOrder));
}
