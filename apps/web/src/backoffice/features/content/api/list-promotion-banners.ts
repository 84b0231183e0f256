import { adminPromotionBannerListResponseSchema, type AdminPromotionBanner } from '@app/contract/promotion-banners';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { promotionBannersPath } from './promotion-banner-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/promotion-banners` (every role): the carousel's banners, shown or not, in order. */
export const listPromotionBannersApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listPromotionBanners: build.query<AdminPromotionBanner[], string>({
      query: (brandId) => ({ path: promotionBannersPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminPromotionBannerListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminPromotionBannerListResponseSchema>)).data,
      providesTags: ['Content'],
    }),
  }),
});

export const { useListPromotionBannersQuery } = listPromotionBannersApi;
