import { lossReturnClaimResponseSchema } from '@app/contract/loss-return';
import { baseApi } from '@/lib/base-api';
import { getLossReturnsApi } from './get-loss-returns';
import type { ApiReply } from '@/lib/api-reply';

export type LossReturnClaim = ReturnType<typeof lossReturnClaimResponseSchema.parse>;

/** Moves an offered loss return onto the member's credit; the server pays each one once. */
export const claimLossReturnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    claimLossReturn: build.mutation<LossReturnClaim, string>({
      query: (lossReturnId) => ({ path: `/api/auth/user/loss-return/${encodeURIComponent(lossReturnId)}/claim`, method: 'POST', body: {} }),
      transformResponse: (raw: unknown) =>
        import.meta.env.DEV ? lossReturnClaimResponseSchema.parse(raw) : (raw as ApiReply<typeof lossReturnClaimResponseSchema>),
      // Invalidated after a failure too: a claim that timed out may have been paid, and the list
      // must then show it paid rather than offer it again.
      invalidatesTags: ['LossReturns'],
      async onQueryStarted(_lossReturnId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the paid item: shown at once, its claim button goes before a second tap
          // can send another claim, without waiting for the list to be fetched again.
          dispatch(
            getLossReturnsApi.util.updateQueryData('getLossReturns', undefined, (lossReturns) => {
              const index = lossReturns.items.findIndex((item) => item.id === data.data.id);
              if (index !== -1) lossReturns.items[index] = data.data;
            }),
          );
        } catch {
          // The button shows the refusal; the invalidated list tells whether it was paid after all.
        }
      },
    }),
  }),
});

export const { useClaimLossReturnMutation } = claimLossReturnApi;
