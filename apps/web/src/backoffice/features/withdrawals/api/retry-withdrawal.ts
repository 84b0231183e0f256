import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `POST .../withdrawals/{id}/retry`: a failed payout goes back to the pending queue with its money
 * still held, as when the member asks for it; it is then paid through an approval again.
 */
export const retryWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    retryWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey>({
      query: (key) => ({ path: `${withdrawalPath(key)}/retry`, method: 'POST' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalDecisionResponseSchema>)).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useRetryWithdrawalMutation } = retryWithdrawalApi;
