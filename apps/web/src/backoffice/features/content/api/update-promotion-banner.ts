import { adminPromotionBannerResponseSchema, type AdminPromotionBanner, type updatePromotionBannerRequestSchema } from '@app/contract/promotion-banners';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { promotionBannersPath } from './promotion-banner-paths';
import type { ApiReply } from '@/lib/api-reply';

export type PromotionBannerChanges = z.output<typeof updatePromotionBannerRequestSchema>;

/** `PATCH .../promotion-banners/{bannerId}` (admin, support): every field, and the picture only when it is replaced. */
export const updatePromotionBannerApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updatePromotionBanner: build.mutation<AdminPromotionBanner, { brandId: string; bannerId: string; changes: PromotionBannerChanges }>({
      query: ({ brandId, bannerId, changes }) => ({ path: promotionBannersPath(brandId, bannerId), method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminPromotionBannerResponseSchema.parse(raw) : (raw as ApiReply<typeof adminPromotionBannerResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useUpdatePromotionBannerMutation } = updatePromotionBannerApi;
