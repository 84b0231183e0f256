import { publicPromotionBannerListResponseSchema, type PublicPromotionBanner } from '@app/contract/promotion-banners';
import { baseApi } from '@/lib/base-api';

/**
 * `GET /api/promotion-banners`: the brand's banners showing now, in order, for visitors and
 * members alike. Named apart from the media page's `getPromotionBanners`, a different list.
 */
export const getLivePromotionBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLivePromotionBanners: build.query<PublicPromotionBanner[], void>({
      query: () => ({ path: '/api/promotion-banners' }),
      transformResponse: (raw: unknown) => publicPromotionBannerListResponseSchema.parse(raw).data,
    }),
  }),
});

export const { useGetLivePromotionBannersQuery } = getLivePromotionBannersApi;
