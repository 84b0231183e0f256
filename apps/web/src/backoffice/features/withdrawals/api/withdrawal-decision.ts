import { withdrawalSchema } from '@app/contract/withdrawals';
import { z } from 'zod';

/**
 * What approve, reject and fail answer: the withdrawal after the decision. A first approval of a
 * four-eyes withdrawal answers it still pending, with `firstApprovedBy` set. (The API declares
 * this shape in its route file; the contract does not export it yet.)
 */
export const withdrawalDecisionResponseSchema = z.object({ data: withdrawalSchema.extend({ firstApprovedBy: z.uuid().nullable() }) });
export type DecidedWithdrawal = z.infer<typeof withdrawalDecisionResponseSchema>['data'];

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
