import { configurationListResponseSchema, type ConfigurationEntry } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const getConfigurationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfiguration: build.query<ConfigurationEntry[], void>({
      query: () => ({ path: '/api/configuration' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? configurationListResponseSchema.parse(raw) : (raw as ApiReply<typeof configurationListResponseSchema>)).data,
      providesTags: ['Configuration'],
    }),
  }),
});

export const { useGetConfigurationQuery } = getConfigurationApi;
