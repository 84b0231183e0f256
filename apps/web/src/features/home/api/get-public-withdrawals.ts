import { publicWithdrawalListResponseSchema } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';

export type PublicWithdrawal = ReturnType<typeof publicWithdrawalListResponseSchema.parse>['data'][number];

/** The brand's latest completed withdrawals, newest first, with the username masked by the server. */
export const getPublicWithdrawalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicWithdrawals: build.query<PublicWithdrawal[], void>({
      query: () => ({ path: '/api/withdraw/history' }),
      transformResponse: (raw: unknown) => publicWithdrawalListResponseSchema.parse(raw).data,
    }),
  }),
});

export const { useGetPublicWithdrawalsQuery } = getPublicWithdrawalsApi;
