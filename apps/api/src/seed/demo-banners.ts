import type { Database } from '../db/client';
import { insertBanner } from '../modules/promotion-banners/promotion-banners.repo';

/**
 * Two banners for the demo brand's carousel, pictures served by the site itself
 * (apps/web/public/brand-assets/demo): an operator replaces them in the console's Content screen.
 * WebP pictures, as an operator's are (the console takes PNG, JPEG, WebP and GIF): drawn as SVG
 * with their words in the phone's own fonts, each cost the phone a text layout on its busy thread
 * as the dashboard opened, and looked different on every phone (docs/performance.md). The SVG
 * drawings they were made from stay beside them for demo databases seeded before.
 */
export async function seedDemoBanners(db: Database, brandId: string, now: Date): Promise<void> {
  await insertBanner(db, {
    brandId,
    title: 'ฝากแรกรับโบนัส 10% สูงสุด 1,000 บาท',
    imageUrl: '/brand-assets/demo/promo-first-deposit.webp',
    link: '/promotion',
    sortOrder: 0,
    createdAt: now,
    updatedAt: now,
  });
  await insertBanner(db, {
    brandId,
    title: 'เกมใหม่กว่า 40 เกม สล็อต ยิงปลา คาสิโน กีฬา และหวย',
    imageUrl: '/brand-assets/demo/promo-new-games.webp',
    link: '/auth/games/category?cat=all',
    sortOrder: 1,
    createdAt: new Date(now.getTime() + 1_000),
    updatedAt: new Date(now.getTime() + 1_000),
  });
}
