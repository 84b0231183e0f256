import { realityCheckSettingResponseSchema, type RealityCheckSetting } from '@app/contract/reality-check';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** How often game pages remind the member of their play: every 30 or 60 minutes. */
export const getRealityCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRealityCheck: build.query<RealityCheckSetting, void>({
      query: () => ({ path: '/api/auth/protection/reality-check' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? realityCheckSettingResponseSchema.parse(raw) : (raw as ApiReply<typeof realityCheckSettingResponseSchema>)).data,
    }),
  }),
});

export const { useGetRealityCheckQuery } = getRealityCheckApi;
