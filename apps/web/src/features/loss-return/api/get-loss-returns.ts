import { lossReturnListResponseSchema } from '@app/contract/loss-return';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The brand's loss-return terms for this member, and the member's loss returns, newest first. */
export type LossReturns = ReturnType<typeof lossReturnListResponseSchema.parse>['data'];

export const getLossReturnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLossReturns: build.query<LossReturns, void>({
      query: () => ({ path: '/api/auth/user/loss-return' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? lossReturnListResponseSchema.parse(raw) : (raw as ApiReply<typeof lossReturnListResponseSchema>)).data,
      providesTags: ['LossReturns'],
    }),
  }),
});

export const { useGetLossReturnsQuery } = getLossReturnsApi;
