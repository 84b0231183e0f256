import { rewardCatalogueResponseSchema, type RewardCatalogue } from '@app/contract/rewards/reward-catalogue';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export interface RewardCatalogueRequest {
  /** Only this category's items; every category's items when left out. */
  categoryId?: string;
}

/** The reward categories, their items and the member's points. */
export const getRewardCatalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRewardCatalogue: build.query<RewardCatalogue, RewardCatalogueRequest>({
      query: ({ categoryId }) => ({ path: '/api/auth/reward', method: 'POST', body: categoryId ? { categoryId } : {} }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? rewardCatalogueResponseSchema.parse(raw) : (raw as ApiReply<typeof rewardCatalogueResponseSchema>)).data,
      providesTags: ['RewardCatalogue'],
    }),
  }),
});

export const { useGetRewardCatalogueQuery } = getRewardCatalogueApi;
