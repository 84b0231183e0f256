import { websiteStatusSchema } from '@app/contract/settings';
import { z } from 'zod';
import { backofficeApi } from '../backoffice-api';

/**
 * One brand as `GET /api/admin/brands` lists it. The API declares this shape inside its route
 * file; until the contract exports it, the console parses the fields it uses with this copy.
 */
const brandSummarySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  siteName: z.string(),
  hostnames: z.array(z.string()),
  websiteStatus: websiteStatusSchema,
});
const brandListResponseSchema = z.object({ data: z.array(brandSummarySchema) });

export type BrandSummary = z.infer<typeof brandSummarySchema>;

/** Every brand of the deployment: operators are not tied to one brand. */
export const listBrandsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listBrands: build.query<BrandSummary[], void>({
      // Every role may list brands, so a refusal here means the session itself is gone.
      query: () => ({ path: '/api/admin/brands', isSessionCheck: true }),
      transformResponse: (raw: unknown) => brandListResponseSchema.parse(raw).data,
      providesTags: ['Brands'],
    }),
  }),
});

export const { useListBrandsQuery } = listBrandsApi;
