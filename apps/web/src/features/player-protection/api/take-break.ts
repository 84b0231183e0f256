import { takeBreakResponseSchema, type BreakKind, type BreakPeriod, type ProtectionBreak } from '@app/contract/player-protection';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * Starts a time-out or a self-exclusion at once. The server ends every session of the member with
 * it, this one included, so the screen logs out locally on success.
 */
export const takeBreakApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    takeBreak: build.mutation<ProtectionBreak, { kind: BreakKind; period: BreakPeriod }>({
      query: (request) => ({ path: '/api/auth/protection/breaks', method: 'POST', body: request }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? takeBreakResponseSchema.parse(raw) : (raw as ApiReply<typeof takeBreakResponseSchema>)).data,
    }),
  }),
});

export const { useTakeBreakMutation } = takeBreakApi;
