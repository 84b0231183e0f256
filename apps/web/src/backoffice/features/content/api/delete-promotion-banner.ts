import { backofficeApi } from '@/backoffice/backoffice-api';
import { promotionBannersPath } from './promotion-banner-paths';

/** `DELETE .../promotion-banners/{bannerId}` (admin, support): it leaves the carousel at once. */
export const deletePromotionBannerApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    deletePromotionBanner: build.mutation<null, { brandId: string; bannerId: string }>({
      query: ({ brandId, bannerId }) => ({ path: promotionBannersPath(brandId, bannerId), method: 'DELETE' }),
      transformResponse: () => null,
      invalidatesTags: ['Content'],
    }),
  }),
});

export const { useDeletePromotionBannerMutation } = deletePromotionBannerApi;
