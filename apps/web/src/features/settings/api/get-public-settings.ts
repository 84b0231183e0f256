import { publicSettingsResponseSchema, type PublicSettings } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';

export const getPublicSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSettings, void>({
      query: () => ({ path: '/api/setting' }),
      transformResponse: (raw: unknown) => publicSettingsResponseSchema.parse(raw).data,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery } = getPublicSettingsApi;
