import type { AdminPromotionBanner, PublicPromotionBanner } from '@app/contract/promotion-banners';
import type { PromotionBannerRow } from './promotion-banners.repo';

export function toPublicBanner(row: PromotionBannerRow): PublicPromotionBanner {
  return { id: row.id, title: row.title, imageUrl: row.imageUrl, link: row.link };
}

/** What the audit log keeps of a banner: every field an operator sets. */
export function toAuditedBanner(row: PromotionBannerRow) {
  return {
    ...toPublicBanner(row),
    sortOrder: row.sortOrder,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    isEnabled: row.isEnabled,
  };
}

export function toAdminBanner(row: PromotionBannerRow): AdminPromotionBanner {
  return { ...toAuditedBanner(row), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
