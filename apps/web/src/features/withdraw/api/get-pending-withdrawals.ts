import { withdrawalListResponseSchema, type Withdrawal } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';

/** The member's withdrawals that still wait for an operator, newest first. */
export const getPendingWithdrawalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingWithdrawals: build.query<Withdrawal[], string>({
      query: (memberUuid) => ({ path: `/api/auth/withdraw/withdraw-request/${encodeURIComponent(memberUuid)}` }),
      transformResponse: (raw: unknown) => withdrawalListResponseSchema.parse(raw).data,
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useGetPendingWithdrawalsQuery } = getPendingWithdrawalsApi;
