import { affiliateWithdrawResponseSchema } from '@app/contract/affiliate';
import type { z } from 'zod';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** What the server answers for an accepted move: the amount, the balance left and, for the bank, the request made. */
export type AffiliateWithdrawalReceipt = z.infer<typeof affiliateWithdrawResponseSchema>['data'];

/** 'credit' moves the money to the member's credit at once; 'bank' makes a withdrawal request. */
export type AffiliateWithdrawalType = AffiliateWithdrawalReceipt['type'];

export interface AffiliateWithdrawal {
  /** The member's own username; the server refuses any other. */
  username: string;
  /** Baht as text with at most two decimals ("150.50"), as the withdraw form sends it. */
  amount: string;
  type: AffiliateWithdrawalType;
  /** Made by the form for one attempt; a retry of that attempt sends it again. */
  idempotencyKey: string;
}

const BALANCE_TAG = { type: 'Affiliate', id: 'balance' } as const;

export const withdrawAffiliateBonusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    withdrawAffiliateBonus: build.mutation<AffiliateWithdrawalReceipt, AffiliateWithdrawal>({
      query: ({ username, ...withdrawal }) => ({
        path: `/api/auth/affiliate/withdraw/${encodeURIComponent(username)}`,
        method: 'POST',
        body: withdrawal,
      }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? affiliateWithdrawResponseSchema.parse(raw) : (raw as ApiReply<typeof affiliateWithdrawResponseSchema>)).data,
      // Invalidated after a failure too: a request that timed out may still have been accepted, and
      // the balance on screen must then show it rather than invite a second one. A bank withdrawal
      // also joins the member's withdrawal lists.
      invalidatesTags: (_result, _error, { type }) => (type === 'bank' ? [BALANCE_TAG, 'Withdrawals'] : [BALANCE_TAG]),
    }),
  }),
});

export const { useWithdrawAffiliateBonusMutation } = withdrawAffiliateBonusApi;
