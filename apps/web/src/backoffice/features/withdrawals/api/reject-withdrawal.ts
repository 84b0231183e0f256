import { withdrawalDecisionResponseSchema, type DecidedWithdrawal } from '@app/contract/withdrawals';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { DECISION_INVALIDATES, withdrawalPath, type WithdrawalKey } from './withdrawal-decision';
import type { ApiReply } from '@/lib/api-reply';

/** `POST .../withdrawals/{id}/reject`: no payout; the held money returns to the member, who sees the reason. */
export const rejectWithdrawalApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    rejectWithdrawal: build.mutation<DecidedWithdrawal, WithdrawalKey & { reason: string }>({
      query: ({ reason, ...key }) => ({ path: `${withdrawalPath(key)}/reject`, method: 'POST', body: { reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalDecisionResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalDecisionResponseSchema>)).data,
      invalidatesTags: [...DECISION_INVALIDATES],
    }),
  }),
});

export const { useRejectWithdrawalMutation } = rejectWithdrawalApi;
