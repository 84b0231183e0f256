import { memberSettingsResponseSchema, type MemberSettings } from '@app/contract/user';
import { baseApi } from '@/lib/base-api';

/** POST /api/auth/setting reads the member's own settings with an empty body. */
export const memberSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberSettings: build.query<MemberSettings, void>({
      query: () => ({ path: '/api/auth/setting', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => memberSettingsResponseSchema.parse(raw).data,
    }),
  }),
});

export const { useGetMemberSettingsQuery } = memberSettingsApi;
