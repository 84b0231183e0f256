/** The catalogue's categories and items change together (an item's count shows on its category). */
export const CATALOGUE_TAG = { type: 'Promotions', id: 'reward-catalogue' } as const;

export function catalogueItemsPath(brandId: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/reward-items`;
}

export function catalogueCategoriesPath(brandId: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/reward-categories`;
}
