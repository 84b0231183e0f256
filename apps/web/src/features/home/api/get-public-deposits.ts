import { publicDepositListResponseSchema } from '@app/contract/deposits';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type PublicDeposit = ReturnType<typeof publicDepositListResponseSchema.parse>['data'][number];

/** The brand's latest credited deposits, newest first, with the username masked by the server. */
export const getPublicDepositsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicDeposits: build.query<PublicDeposit[], void>({
      query: () => ({ path: '/api/deposit' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? publicDepositListResponseSchema.parse(raw) : (raw as ApiReply<typeof publicDepositListResponseSchema>)).data,
    }),
  }),
});

export const { useGetPublicDepositsQuery } = getPublicDepositsApi;
