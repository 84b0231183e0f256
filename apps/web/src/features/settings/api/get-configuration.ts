import { configurationListResponseSchema, type ConfigurationEntry } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';

export const getConfigurationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getConfiguration: build.query<ConfigurationEntry[], void>({
      query: () => ({ path: '/api/configuration' }),
      transformResponse: (raw: unknown) => configurationListResponseSchema.parse(raw).data,
      providesTags: ['Configuration'],
    }),
  }),
});

export const { useGetConfigurationQuery } = getConfigurationApi;
