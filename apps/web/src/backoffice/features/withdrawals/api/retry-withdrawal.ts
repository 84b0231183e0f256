import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';

/**
 * `POST .../withdrawals/{id}/retry`: a failed payout goes back to the pending queue with its money
 * still held, as when the member asks for it; it is then paid through an approval again.
 */
export const retryWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    retryWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey>({
      query: (key) => ({ path: `${withdrawalPath(key)}/retry`, method: 'POST' }),
      transformResponse: (raw: unknown) => withdrawalDecisionResponseSchema.parse(raw).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useRetryWithdrawalMutation } = retryWithdrawalApi;
