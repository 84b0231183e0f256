export interface WithdrawalKey {
  brandId: string;
  withdrawalId: string;
}

export function withdrawalPath({ brandId, withdrawalId }: WithdrawalKey): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/withdrawals/${encodeURIComponent(withdrawalId)}`;
}

/**
 * A decision changes the queue and Today's counts. Both are refreshed after a refusal too: "already
 * handled" means the screen was out of date.
 */
export const DECISION_INVALIDATES = ['Withdrawals', 'Today'] as const;
