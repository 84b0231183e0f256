import { publicPromotionBannerListResponseSchema, type PublicPromotionBanner } from '@app/contract/promotion-banners';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `GET /api/promotion-banners`: the brand's banners showing now, in order, for visitors and
 * members alike. Named apart from the media page's `getPromotionBanners`, a different list.
 */
export const getLivePromotionBannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLivePromotionBanners: build.query<PublicPromotionBanner[], void>({
      query: () => ({ path: '/api/promotion-banners' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? publicPromotionBannerListResponseSchema.parse(raw) : (raw as ApiReply<typeof publicPromotionBannerListResponseSchema>)).data,
    }),
  }),
});

export const { useGetLivePromotionBannersQuery } = getLivePromotionBannersApi;
