import { rewardHistoryResponseSchema, type RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { baseApi } from '@/lib/base-api';

/** The member's reward requests, newest first. */
export const getRewardHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRewardHistory: build.query<RewardRequest[], void>({
      query: () => ({ path: '/api/auth/reward/request/history', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => rewardHistoryResponseSchema.parse(raw).data,
      providesTags: ['RewardHistory'],
    }),
  }),
});

export const { useGetRewardHistoryQuery } = getRewardHistoryApi;
