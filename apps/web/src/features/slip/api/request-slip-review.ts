import { slipRequestResponseSchema } from '@app/contract/slips';
import { baseApi } from '@/lib/base-api';

export type SlipRequest = ReturnType<typeof slipRequestResponseSchema.parse>['data'];

export interface SlipReviewRequest {
  /** The slip photo as a data URL. */
  image: string;
  /** What the member wants the operator to know, such as when the transfer was made. */
  note?: string;
}

/** Hands a slip the system could not match to an operator, who credits it by hand. */
export const requestSlipReviewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestSlipReview: build.mutation<SlipRequest, SlipReviewRequest>({
      query: (request) => ({ path: '/api/auth/slip/request-deposit', method: 'POST', body: request }),
      transformResponse: (raw: unknown) => slipRequestResponseSchema.parse(raw).data,
      invalidatesTags: ['SlipRequests'],
    }),
  }),
});

export const { useRequestSlipReviewMutation } = requestSlipReviewApi;
