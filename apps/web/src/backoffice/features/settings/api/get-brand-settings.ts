import { brandSettingsResponseSchema, type BrandSettings } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/settings`: every setting of the brand in one read. */
export const getBrandSettingsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrandSettings: build.query<BrandSettings, string>({
      query: (brandId) => ({ path: brandSettingsPath(brandId, 'settings') }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof brandSettingsResponseSchema>)).data,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetBrandSettingsQuery } = getBrandSettingsApi;
