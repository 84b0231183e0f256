import { adminConfigurationListResponseSchema, type AdminConfigurationList } from '@app/contract/brand-images';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

/** The cache tag of one brand's configuration images; every write here invalidates it. */
export function configurationTag(brandId: string) {
  return { type: 'Settings' as const, id: `configuration-${brandId}` };
}

export function configurationPath(brandId: string): string {
  return `/api/admin/brands/${brandId}/configuration`;
}

/** The brand's configuration keys with their paths, and the base URL relative paths resolve against. */
export const getBrandConfigurationApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrandConfiguration: build.query<AdminConfigurationList, string>({
      query: (brandId) => ({ path: configurationPath(brandId) }),
      transformResponse: (raw: unknown) =>
        import.meta.env.DEV ? adminConfigurationListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminConfigurationListResponseSchema>),
      providesTags: (_result, _error, brandId) => [configurationTag(brandId)],
    }),
  }),
});

export const { useGetBrandConfigurationQuery } = getBrandConfigurationApi;
