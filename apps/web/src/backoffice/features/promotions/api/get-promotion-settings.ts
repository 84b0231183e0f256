import { brandSettingsResponseSchema, type BrandSettings } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `GET /api/admin/brands/{brandId}/settings` (every role): the screen reads its bonus and
 * loss-return fields. Named apart from the settings screen's own read of the same address, since
 * two screens may not inject one endpoint name; the shared 'Settings' tag keeps both fresh.
 */
export const getPromotionSettingsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotionSettings: build.query<BrandSettings, string>({
      query: (brandId) => ({ path: brandAdminPath(brandId, 'settings') }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof brandSettingsResponseSchema>)).data,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPromotionSettingsQuery } = getPromotionSettingsApi;
