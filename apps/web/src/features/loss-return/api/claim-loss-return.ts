import { lossReturnClaimResponseSchema } from '@app/contract/loss-return';
import { baseApi } from '../../../lib/base-api';

export type LossReturnClaim = ReturnType<typeof lossReturnClaimResponseSchema.parse>;

/** Moves an offered loss return onto the member's credit; the server pays each one once. */
export const claimLossReturnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimLossReturn: build.mutation<LossReturnClaim, string>({
      query: (lossReturnId) => ({ path: `/api/auth/user/loss-return/${encodeURIComponent(lossReturnId)}/claim`, method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => lossReturnClaimResponseSchema.parse(raw),
      // Invalidated after a failure too: a claim that timed out may have been paid, and the list
      // must then show it paid rather than offer it again.
      invalidatesTags: ['LossReturns'],
    }),
  }),
});

export const { useClaimLossReturnMutation } = claimLossReturnApi;
