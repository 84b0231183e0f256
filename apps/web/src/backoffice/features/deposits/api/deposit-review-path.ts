/** The brand's part of every deposit review path: `/api/admin/brands/{brandId}/`. */
export function brandAdminPath(brandId: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}`;
}

/**
 * A decision moves a row out of its queue and may credit a member, which changes Today's deposit
 * figures and queue counts. Both are refreshed after a refusal too: "already handled" means the
 * screen was out of date.
 */
export const DEPOSIT_DECISION_INVALIDATES = ['Deposits', 'Today'] as const;
