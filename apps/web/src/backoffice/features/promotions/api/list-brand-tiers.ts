import { adminTierListResponseSchema, type AdminTier } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/tiers` (every role): the brand's tier table, level 1 first. */
export const listBrandTiersApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listBrandTiers: build.query<AdminTier[], string>({
      query: (brandId) => ({ path: brandAdminPath(brandId, 'tiers') }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminTierListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminTierListResponseSchema>)).data,
      providesTags: [{ type: 'Promotions', id: 'tiers' }],
    }),
  }),
});

export const { useListBrandTiersQuery } = listBrandTiersApi;
