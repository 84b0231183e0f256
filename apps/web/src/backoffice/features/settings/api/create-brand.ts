import { brandSettingsResponseSchema, type BrandSettings, type CreateBrandRequest } from '@app/contract/admin-settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `POST /api/admin/brands` (admins of all brands): the brand answers on its host names as soon as
 * this returns. A taken code or host name is refused beside its field (BRAND_CODE_TAKEN,
 * HOSTNAME_TAKEN); the brand list is read again so the picker offers the new brand.
 */
export const createBrandApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    createBrand: build.mutation<BrandSettings, CreateBrandRequest>({
      query: (body) => ({ path: '/api/admin/brands', method: 'POST', body }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? brandSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof brandSettingsResponseSchema>)).data,
      invalidatesTags: ['Brands'],
    }),
  }),
});

export const { useCreateBrandMutation } = createBrandApi;
