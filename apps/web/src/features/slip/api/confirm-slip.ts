import { slipConfirmResponseSchema, type SlipInput } from '@app/contract/slips';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The credited deposit: its amount and the promotion bonus paid with it (0 when none). */
export type SlipReceipt = ReturnType<typeof slipConfirmResponseSchema.parse>['data'];

/**
 * Credits the member with the slip's transfer. The server checks the slip again from scratch and
 * claims the transfer once, so sending the same slip twice can never credit twice.
 */
export const confirmSlipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    confirmSlip: build.mutation<SlipReceipt, SlipInput>({
      query: (slip) => ({ path: '/api/auth/slip/confirm', method: 'POST', body: slip }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipConfirmResponseSchema.parse(raw) : (raw as ApiReply<typeof slipConfirmResponseSchema>)).data,
      // Invalidated after a failure too: a confirmation that timed out may still have credited,
      // and the deposit history and tier progress must then show it.
      invalidatesTags: ['Deposits', 'MemberLevel'],
    }),
  }),
});

export const { useConfirmSlipMutation } = confirmSlipApi;
