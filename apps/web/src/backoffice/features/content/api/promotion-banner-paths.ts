/** The brand's promotion banners, or one of them: `/api/admin/brands/{brandId}/promotion-banners[/{id}]`. */
export function promotionBannersPath(brandId: string, bannerId?: string): string {
  const base = `/api/admin/brands/${encodeURIComponent(brandId)}/promotion-banners`;
  return bannerId ? `${base}/${encodeURIComponent(bannerId)}` : base;
}
