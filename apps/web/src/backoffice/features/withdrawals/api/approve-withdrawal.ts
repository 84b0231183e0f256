import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';

/**
 * `POST .../withdrawals/{id}/approve`: the payout was sent with this bank reference. Above the
 * brand's four-eyes threshold the first approval only marks it; a second operator completes it.
 */
export const approveWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    approveWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey & { bankReference: string }>({
      query: ({ bankReference, ...key }) => ({ path: `${withdrawalPath(key)}/approve`, method: 'POST', body: { bankReference } }),
      transformResponse: (raw: unknown) => withdrawalDecisionResponseSchema.parse(raw).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useApproveWithdrawalMutation } = approveWithdrawalApi;
