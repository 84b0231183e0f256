import { slipVerifyResponseSchema, type SlipFacts, type SlipInput } from '@app/contract/slips';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** What the slip says (bank, amount, time, reference) once the server found the transfer. Nothing moves. */
export const verifySlipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    verifySlip: build.mutation<SlipFacts, SlipInput>({
      query: (slip) => ({ path: '/api/auth/slip/verify', method: 'POST', body: slip }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? slipVerifyResponseSchema.parse(raw) : (raw as ApiReply<typeof slipVerifyResponseSchema>)).data,
    }),
  }),
});

export const { useVerifySlipMutation } = verifySlipApi;
