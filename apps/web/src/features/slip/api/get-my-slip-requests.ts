import { slipRequestListResponseSchema } from '@app/contract/slips';
import { baseApi } from '@/lib/base-api';
import type { SlipRequest } from './request-slip-review';
import type { ApiReply } from '@/lib/api-reply';

/** The slips the member sent to an operator, newest first, with the operator's decision. */
export const getMySlipRequestsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMySlipRequests: build.query<SlipRequest[], void>({
      query: () => ({ path: '/api/auth/slip/my/request' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipRequestListResponseSchema.parse(raw) : (raw as ApiReply<typeof slipRequestListResponseSchema>)).data,
      providesTags: ['SlipRequests'],
    }),
  }),
});

export const { useGetMySlipRequestsQuery } = getMySlipRequestsApi;
