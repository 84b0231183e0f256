import { withdrawalSchema, type Withdrawal } from '@app/contract/withdrawals';
import { z } from 'zod';
import { baseApi } from '@/lib/base-api';

const retryResponseSchema = z.object({ data: withdrawalSchema });

/** Sends a failed payout back to the operators' queue; its money has stayed held all along. */
export const retryWithdrawalApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    retryWithdrawal: build.mutation<Withdrawal, string>({
      query: (withdrawalUuid) => ({ path: '/api/auth/withdraw/retry', method: 'POST', body: { uuid: withdrawalUuid } }),
      transformResponse: (raw: unknown) => retryResponseSchema.parse(raw).data,
      invalidatesTags: ['Withdrawals'],
    }),
  }),
});

export const { useRetryWithdrawalMutation } = retryWithdrawalApi;
