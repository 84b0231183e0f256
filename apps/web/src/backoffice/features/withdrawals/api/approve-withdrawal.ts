import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `POST .../withdrawals/{id}/approve`: the payout was sent with this bank reference. Above the
 * brand's four-eyes threshold the first approval only marks it; a second operator completes it.
 */
export const approveWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    approveWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey & { bankReference: string }>({
      query: ({ bankReference, ...key }) => ({ path: `${withdrawalPath(key)}/approve`, method: 'POST', body: { bankReference } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalDecisionResponseSchema>)).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useApproveWithdrawalMutation } = approveWithdrawalApi;
