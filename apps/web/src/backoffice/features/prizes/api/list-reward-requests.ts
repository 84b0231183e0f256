import { adminRewardRequestListResponseSchema } from '@app/contract/rewards/reward-catalogue';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

export type AdminRewardRequest = z.infer<typeof adminRewardRequestListResponseSchema>['data'][number];

export const REWARD_REQUESTS_TAG = { type: 'Promotions', id: 'reward-requests' } as const;

export function rewardRequestsPath(brandId: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/reward-requests`;
}

/** `GET /api/admin/brands/{brandId}/reward-requests`: physical rewards waiting to be sent, with the address. */
export const listRewardRequestsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listRewardRequests: build.query<AdminRewardRequest[], { brandId: string }>({
      query: ({ brandId }) => ({ path: rewardRequestsPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminRewardRequestListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminRewardRequestListResponseSchema>)).data,
      providesTags: [REWARD_REQUESTS_TAG],
    }),
  }),
});

export const { useListRewardRequestsQuery } = listRewardRequestsApi;
