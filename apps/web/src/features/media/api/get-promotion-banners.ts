import { promotionBannerListResponseSchema, type PromotionBanner } from '@app/contract/media';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The members' promotion banners, in the operator's order. */
export const getPromotionBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotionBanners: build.query<PromotionBanner[], void>({
      query: () => ({ path: '/api/auth/media/promotions' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? promotionBannerListResponseSchema.parse(raw) : (raw as ApiReply<typeof promotionBannerListResponseSchema>)).data,
      providesTags: ['PromotionBanners'],
    }),
  }),
});

export const { useGetPromotionBannersQuery } = getPromotionBannersApi;
