import { publicDepositListResponseSchema } from '@app/contract/deposits';
import { baseApi } from '@/lib/base-api';

export type PublicDeposit = ReturnType<typeof publicDepositListResponseSchema.parse>['data'][number];

/** The brand's latest credited deposits, newest first, with the username masked by the server. */
export const getPublicDepositsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicDeposits: build.query<PublicDeposit[], void>({
      query: () => ({ path: '/api/deposit' }),
      transformResponse: (raw: unknown) => publicDepositListResponseSchema.parse(raw).data,
    }),
  }),
});

export const { useGetPublicDepositsQuery } = getPublicDepositsApi;
