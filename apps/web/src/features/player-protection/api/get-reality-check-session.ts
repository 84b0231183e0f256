import { realityCheckSessionResponseSchema, type RealityCheckSession } from '@app/contract/reality-check';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The login session a reality check reports on: its start, the interval, and the play money in it. */
export const getRealityCheckSessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRealityCheckSession: build.query<RealityCheckSession, void>({
      query: () => ({ path: '/api/auth/protection/reality-check/session' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? realityCheckSessionResponseSchema.parse(raw) : (raw as ApiReply<typeof realityCheckSessionResponseSchema>)).data,
    }),
  }),
});

export const { useGetRealityCheckSessionQuery } = getRealityCheckSessionApi;
