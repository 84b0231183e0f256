import { adminTierResponseSchema, type AdminTier, type UpdateTierRequest } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PUT /api/admin/brands/{brandId}/tiers/{level}` (admin): replaces every editable field of one tier. */
export const updateBrandTierApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrandTier: build.mutation<AdminTier, { brandId: string; level: number; tier: UpdateTierRequest }>({
      query: ({ brandId, level, tier }) => ({ path: brandAdminPath(brandId, `tiers/${level}`), method: 'PUT', body: tier }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? adminTierResponseSchema.parse(raw) : (raw as ApiReply<typeof adminTierResponseSchema>)).data,
      invalidatesTags: [{ type: 'Promotions', id: 'tiers' }],
    }),
  }),
});

export const { useUpdateBrandTierMutation } = updateBrandTierApi;
