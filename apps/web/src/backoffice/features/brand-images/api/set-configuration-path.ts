import type { ConfigurationKey } from '@app/contract/settings';
import { configurationEntryResponseSchema, type ConfigurationEntry } from '@app/contract/settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { configurationPath, configurationTag } from './get-brand-configuration';
import type { ApiReply } from '@/lib/api-reply';

export interface ConfigurationPathChange {
  brandId: string;
  key: ConfigurationKey;
  /** An https address, a site path, or a path relative to the brand's image base URL. */
  path: string;
}

/** Points a key at an image somewhere else (admin only); the API audits the change. */
export const setConfigurationPathApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setConfigurationPath: build.mutation<ConfigurationEntry, ConfigurationPathChange>({
      query: ({ brandId, key, path }) => ({ path: `${configurationPath(brandId)}/${key}`, method: 'PUT', body: { path } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? configurationEntryResponseSchema.parse(raw) : (raw as ApiReply<typeof configurationEntryResponseSchema>)).data,
      invalidatesTags: (_result, _error, { brandId }) => [configurationTag(brandId)],
    }),
  }),
});

export const { useSetConfigurationPathMutation } = setConfigurationPathApi;
