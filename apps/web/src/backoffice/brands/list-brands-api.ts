import { brandListResponseSchema, type BrandSummary } from '@app/contract/admin';
import { backofficeApi } from '../backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

/** Every brand of the deployment: operators are not tied to one brand. */
export const listBrandsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listBrands: build.query<BrandSummary[], void>({
      // Every role may list brands, so a refusal here means the session itself is gone.
      query: () => ({ path: '/api/admin/brands', isSessionCheck: true }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? brandListResponseSchema.parse(raw) : (raw as ApiReply<typeof brandListResponseSchema>)).data,
      providesTags: ['Brands'],
    }),
  }),
});

export const { useListBrandsQuery } = listBrandsApi;
