import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';
import type { ApiReply } from '@/lib/api-reply';

/** `POST .../withdrawals/{id}/fail`: the bank refused the payout; the money stays held and the member may retry. */
export const failWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    failWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey & { reason: string }>({
      query: ({ reason, ...key }) => ({ path: `${withdrawalPath(key)}/fail`, method: 'POST', body: { reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalDecisionResponseSchema>)).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useFailWithdrawalMutation } = failWithdrawalApi;
