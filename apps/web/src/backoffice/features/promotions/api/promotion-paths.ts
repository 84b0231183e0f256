/** The brand's part of every address of the promotions screen. */
export function brandAdminPath(brandId: string, rest: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/${rest}`;
}
