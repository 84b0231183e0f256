import { memberSettingsResponseSchema, type MemberSettings } from '@app/contract/user';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** POST /api/auth/setting reads the member's own settings with an empty body. */
export const memberSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberSettings: build.query<MemberSettings, void>({
      query: () => ({ path: '/api/auth/setting', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof memberSettingsResponseSchema>)).data,
    }),
  }),
});

export const { useGetMemberSettingsQuery } = memberSettingsApi;
