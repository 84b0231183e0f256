import { creditAdjustmentResponseSchema } from '@app/contract/admin';
import type { z } from 'zod';
import { memberChangeTags, memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export type CreditAdjustmentReceipt = z.infer<typeof creditAdjustmentResponseSchema>['data'];

export interface CreditAdjustment extends MemberKey {
  direction: 'credit' | 'debit';
  amountSatang: number;
  reason: string;
  /** Made by the screen once per attempt: a retry of the same attempt never moves money twice. */
  idempotencyKey: string;
}

/** A manual change to a member's credit (finance and admin), recorded in the ledger and the audit log. */
export const adjustMemberCreditApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    adjustMemberCredit: build.mutation<CreditAdjustmentReceipt, CreditAdjustment>({
      query: ({ brandId, memberId, ...adjustment }) => ({ path: `${memberPath({ brandId, memberId })}/credit-adjustments`, method: 'POST', body: adjustment }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? creditAdjustmentResponseSchema.parse(raw) : (raw as ApiReply<typeof creditAdjustmentResponseSchema>)).data,
      // Refreshed whatever the answer: a request that timed out may still have moved the money.
      invalidatesTags: (_result, _error, { memberId }) => memberChangeTags(memberId),
    }),
  }),
});

export const { useAdjustMemberCreditMutation } = adjustMemberCreditApi;
