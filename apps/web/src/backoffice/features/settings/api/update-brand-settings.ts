import { brandSettingsResponseSchema, type BrandSettings, type BrandSettingsChanges } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

/** `PATCH /api/admin/brands/{brandId}/settings`: only the fields sent change; answers every setting. */
export const updateBrandSettingsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrandSettings: build.mutation<BrandSettings, { brandId: string; changes: BrandSettingsChanges }>({
      query: ({ brandId, changes }) => ({ path: brandSettingsPath(brandId, 'settings'), method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof brandSettingsResponseSchema>)).data,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useUpdateBrandSettingsMutation } = updateBrandSettingsApi;
