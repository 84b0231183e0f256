import { brandSettingsResponseSchema, type BrandSettings, type BrandSettingsChanges } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

/** The settings this screen writes: the deposit bonus (both periods at once) or the loss-return mode and period. */
export type PromotionSettingsChanges = Pick<BrandSettingsChanges, 'bonus' | 'lossReturnMode' | 'lossReturnPeriod'>;

/** `PATCH /api/admin/brands/{brandId}/settings` (admin): only the fields sent change; the answer is every setting after it. */
export const updatePromotionSettingsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updatePromotionSettings: build.mutation<BrandSettings, { brandId: string; changes: PromotionSettingsChanges }>({
      query: ({ brandId, changes }) => ({ path: brandAdminPath(brandId, 'settings'), method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof brandSettingsResponseSchema>)).data,
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useUpdatePromotionSettingsMutation } = updatePromotionSettingsApi;
