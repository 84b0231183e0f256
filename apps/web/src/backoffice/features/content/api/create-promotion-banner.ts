import { adminPromotionBannerResponseSchema, type AdminPromotionBanner, type createPromotionBannerRequestSchema } from '@app/contract/promotion-banners';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { promotionBannersPath } from './promotion-banner-paths';
import type { ApiReply } from '@/lib/api-reply';

export type NewPromotionBannerFields = z.output<typeof createPromotionBannerRequestSchema>;

/** `POST /api/admin/brands/{brandId}/promotion-banners` (admin, support), with its picture uploaded or addressed. */
export const createPromotionBannerApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createPromotionBanner: build.mutation<AdminPromotionBanner, { brandId: string; fields: NewPromotionBannerFields }>({
      query: ({ brandId, fields }) => ({ path: promotionBannersPath(brandId), method: 'POST', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminPromotionBannerResponseSchema.parse(raw) : (raw as ApiReply<typeof adminPromotionBannerResponseSchema>)).data,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useCreatePromotionBannerMutation } = createPromotionBannerApi;
