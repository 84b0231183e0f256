import { slipRequestResponseSchema, type SlipRequestInput } from '@app/contract/slips';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type SlipRequest = ReturnType<typeof slipRequestResponseSchema.parse>['data'];

/** The slip photo as a data URL, the amount and time the member typed, and an optional note. */
export type SlipReviewRequest = SlipRequestInput;

/** Hands a slip the system could not match to an operator, who credits it by hand. */
export const requestSlipReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestSlipReview: build.mutation<SlipRequest, SlipReviewRequest>({
      query: (request) => ({ path: '/api/auth/slip/request-deposit', method: 'POST', body: request }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipRequestResponseSchema.parse(raw) : (raw as ApiReply<typeof slipRequestResponseSchema>)).data,
      invalidatesTags: ['SlipRequests'],
    }),
  }),
});

export const { useRequestSlipReviewMutation } = requestSlipReviewApi;
