import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promotionCarouselBanners as banners } from '../../db/schema/promotion-banners';

export type PromotionBannerRow = typeof banners.$inferSelect;
type BannerChanges = Partial<Pick<PromotionBannerRow, 'title' | 'imageUrl' | 'link' | 'sortOrder' | 'startsAt' | 'endsAt' | 'isEnabled' | 'updatedAt'>>;

/** A carousel of more is not read to the end; the console shows them all. */
const LIVE_BANNER_LIMIT = 20;

/** The brand's banners showing at `now`, in the carousel's order (ties: the older first). */
export async function listLiveBanners(db: Database, brandId: string, now: Date): Promise<PromotionBannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.brandId, brandId),
        eq(banners.isEnabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id))
    .limit(LIVE_BANNER_LIMIT);
}

/** Every banner of the brand, shown or not, in the carousel's order. */
export async function listBrandBanners(db: Database, brandId: string): Promise<PromotionBannerRow[]> {
  return db.select().from(banners).where(eq(banners.brandId, brandId)).orderBy(asc(banners.sortOrder), asc(banners.createdAt), asc(banners.id));
}

/** The brand's banner (another brand's id finds nothing), locked for the rest of the transaction. */
export async function lockBrandBanner(tx: Database, brandId: string, bannerId: string): Promise<PromotionBannerRow | undefined> {
  const [row] = await tx
    .select()
    .from(banners)
    .where(and(eq(banners.id, bannerId), eq(banners.brandId, brandId)))
    .for('update');
  return row;
}

export async function insertBanner(tx: Database, banner: typeof banners.$inferInsert): Promise<PromotionBannerRow> {
  const [row] = await tx.insert(banners).values(banner).returning();
  if (!row) throw new Error('insert into promotion_carousel_banners returned no row');
  return row;
}

export async function updateBanner(tx: Database, brandId: string, bannerId: string, changes: BannerChanges): Promise<PromotionBannerRow> {
  const [row] = await tx
    .update(banners)
    .set(changes)
    .where(and(eq(banners.id, bannerId), eq(banners.brandId, brandId)))
    .returning();
  if (!row) throw new Error('the banner vanished while it was updated');
  return row;
}

export async function deleteBanner(tx: Database, brandId: string, bannerId: string): Promise<void> {
  await tx.delete(banners).where(and(eq(banners.id, bannerId), eq(banners.brandId, brandId)));
}
