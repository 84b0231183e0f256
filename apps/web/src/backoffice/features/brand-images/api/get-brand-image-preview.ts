import { brandImagePreviewResponseSchema, type BrandImagePreview } from '@app/contract/brand-images';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

export interface BrandImageKey {
  brandId: string;
  imageId: string;
}

/**
 * An uploaded image for the console's preview. The public address answers only on the brand's
 * own host name, so the console reads it here; an id's bytes never change, so it is cached as is.
 */
export const getBrandImagePreviewApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getBrandImagePreview: build.query<BrandImagePreview, BrandImageKey>({
      query: ({ brandId, imageId }) => ({ path: `/api/admin/brands/${brandId}/images/${imageId}` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandImagePreviewResponseSchema.parse(raw) : (raw as ApiReply<typeof brandImagePreviewResponseSchema>)).data,
    }),
  }),
});

export const { useGetBrandImagePreviewQuery } = getBrandImagePreviewApi;
