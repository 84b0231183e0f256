import { promotionBannerListResponseSchema, type PromotionBanner } from '@app/contract/media';
import { baseApi } from '@/lib/base-api';

/** The members' promotion banners, in the operator's order. */
export const getPromotionBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotionBanners: build.query<PromotionBanner[], void>({
      query: () => ({ path: '/api/auth/media/promotions' }),
      transformResponse: (raw: unknown) => promotionBannerListResponseSchema.parse(raw).data,
      providesTags: ['PromotionBanners'],
    }),
  }),
});

export const { useGetPromotionBannersQuery } = getPromotionBannersApi;
