import { withdrawalResponseSchema } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** What the server answers for an accepted request: the pending withdrawal and the new balance. */
export type WithdrawalReceipt = ReturnType<typeof withdrawalResponseSchema.parse>['data'];

export interface WithdrawalRequest {
  /** The member's own profile uuid; the server refuses any other. */
  memberUuid: string;
  /** Baht as text with at most two decimals ("1500.50"); the server converts it to satang exactly. */
  amount: string;
  /** Made by the form for one attempt; a retry of that attempt sends it again. */
  idempotencyKey: string;
}

export const requestWithdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestWithdrawal: build.mutation<WithdrawalReceipt, WithdrawalRequest>({
      query: ({ memberUuid, amount, idempotencyKey }) => ({
        path: `/api/auth/withdraw/${encodeURIComponent(memberUuid)}`,
        method: 'POST',
        body: { amount, idempotencyKey },
      }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalResponseSchema>)).data,
      // Invalidated after a failure too: a request that timed out may still have been accepted,
      // and the list must then show it rather than invite a second one.
      invalidatesTags: ['Withdrawals'],
    }),
  }),
});

export const { useRequestWithdrawalMutation } = requestWithdrawalApi;
