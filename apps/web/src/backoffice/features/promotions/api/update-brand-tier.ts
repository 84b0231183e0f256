import { adminTierResponseSchema, type AdminTier, type UpdateTierRequest } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';

/** `PUT /api/admin/brands/{brandId}/tiers/{level}` (admin): replaces every editable field of one tier. */
export const updateBrandTierApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    updateBrandTier: build.mutation<AdminTier, { brandId: string; level: number; tier: UpdateTierRequest }>({
      query: ({ brandId, level, tier }) => ({ path: brandAdminPath(brandId, `tiers/${level}`), method: 'PUT', body: tier }),
      transformResponse: (raw: unknown) => adminTierResponseSchema.parse(raw).data,
      invalidatesTags: [{ type: 'Promotions', id: 'tiers' }],
    }),
  }),
});

export const { useUpdateBrandTierMutation } = updateBrandTierApi;
