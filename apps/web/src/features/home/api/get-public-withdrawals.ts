import { publicWithdrawalListResponseSchema } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type PublicWithdrawal = ReturnType<typeof publicWithdrawalListResponseSchema.parse>['data'][number];

/** The brand's latest completed withdrawals, newest first, with the username masked by the server. */
export const getPublicWithdrawalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicWithdrawals: build.query<PublicWithdrawal[], void>({
      query: () => ({ path: '/api/withdraw/history' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? publicWithdrawalListResponseSchema.parse(raw) : (raw as ApiReply<typeof publicWithdrawalListResponseSchema>)).data,
    }),
  }),
});

export const { useGetPublicWithdrawalsQuery } = getPublicWithdrawalsApi;
