import { withdrawalSchema, type Withdrawal } from '@app/contract/withdrawals';
import { z } from 'zod';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

const retryResponseSchema = z.object({ data: withdrawalSchema });

/** Sends a failed payout back to the operators' queue; its money has stayed held all along. */
export const retryWithdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retryWithdrawal: build.mutation<Withdrawal, string>({
      query: (withdrawalUuid) => ({ path: '/api/auth/withdraw/retry', method: 'POST', body: { uuid: withdrawalUuid } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? retryResponseSchema.parse(raw) : (raw as ApiReply<typeof retryResponseSchema>)).data,
      invalidatesTags: ['Withdrawals'],
    }),
  }),
});

export const { useRetryWithdrawalMutation } = retryWithdrawalApi;
