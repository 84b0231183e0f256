import { lossReturnListResponseSchema } from '@app/contract/loss-return';
import { baseApi } from '@/lib/base-api';

/** The brand's loss-return terms for this member, and the member's loss returns, newest first. */
export type LossReturns = ReturnType<typeof lossReturnListResponseSchema.parse>['data'];

export const getLossReturnsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLossReturns: build.query<LossReturns, void>({
      query: () => ({ path: '/api/auth/user/loss-return' }),
      transformResponse: (raw: unknown) => lossReturnListResponseSchema.parse(raw).data,
      providesTags: ['LossReturns'],
    }),
  }),
});

export const { useGetLossReturnsQuery } = getLossReturnsApi;
