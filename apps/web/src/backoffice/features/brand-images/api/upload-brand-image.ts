import { brandImageUploadResponseSchema } from '@app/contract/brand-images';
import type { ConfigurationKey } from '@app/contract/settings';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { configurationPath, configurationTag } from './get-brand-configuration';
import type { ApiReply } from '@/lib/api-reply';

export type UploadedBrandImage = z.infer<typeof brandImageUploadResponseSchema>['data'];

export interface BrandImageUpload {
  brandId: string;
  key: ConfigurationKey;
  /** The file as a data URL, as FileReader gives it; the server checks its bytes. */
  image: string;
}

/** Stores an image file and points the key at it (admin only), in one audited change. */
export const uploadBrandImageApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    uploadBrandImage: build.mutation<UploadedBrandImage, BrandImageUpload>({
      query: ({ brandId, key, image }) => ({ path: `${configurationPath(brandId)}/${key}/image`, method: 'POST', body: { image } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandImageUploadResponseSchema.parse(raw) : (raw as ApiReply<typeof brandImageUploadResponseSchema>)).data,
      invalidatesTags: (_result, _error, { brandId }) => [configurationTag(brandId)],
    }),
  }),
});

export const { useUploadBrandImageMutation } = uploadBrandImageApi;
