import { publicSettingsResponseSchema, type PublicSettings } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const getPublicSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicSettings: build.query<PublicSettings, void>({
      query: () => ({ path: '/api/setting' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? publicSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof publicSettingsResponseSchema>)).data,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPublicSettingsQuery } = getPublicSettingsApi;
