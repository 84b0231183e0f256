import { withdrawalListResponseSchema, type Withdrawal } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's withdrawals that still wait for an operator, newest first. */
export const getPendingWithdrawalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingWithdrawals: build.query<Withdrawal[], string>({
      query: (memberUuid) => ({ path: `/api/auth/withdraw/withdraw-request/${encodeURIComponent(memberUuid)}` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? withdrawalListResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalListResponseSchema>)).data,
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useGetPendingWithdrawalsQuery } = getPendingWithdrawalsApi;
