import { adminSlipRequestListResponseSchema, type AdminSlipRequest } from '@app/contract/admin-slips';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './deposit-review-path';

/** `GET /api/admin/brands/{brandId}/slip-requests?status=pending`: slips members sent for review, newest first, at most 200. */
export const listSlipRequestsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listSlipRequests: build.query<AdminSlipRequest[], { brandId: string }>({
      query: ({ brandId }) => ({ path: `${brandAdminPath(brandId)}/slip-requests`, query: { status: 'pending' } }),
      transformResponse: (raw: unknown) => adminSlipRequestListResponseSchema.parse(raw).data,
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useListSlipRequestsQuery } = listSlipRequestsApi;
