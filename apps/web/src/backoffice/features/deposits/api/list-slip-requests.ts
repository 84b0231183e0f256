import { adminSlipRequestListResponseSchema, type AdminSlipRequest } from '@app/contract/admin-slips';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './deposit-review-path';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/slip-requests?status=pending`: slips members sent for review, newest first, at most 200. */
export const listSlipRequestsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listSlipRequests: build.query<AdminSlipRequest[], { brandId: string }>({
      query: ({ brandId }) => ({ path: `${brandAdminPath(brandId)}/slip-requests`, query: { status: 'pending' } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminSlipRequestListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminSlipRequestListResponseSchema>)).data,
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useListSlipRequestsQuery } = listSlipRequestsApi;
