import { rewardHistoryResponseSchema, type RewardRequest } from '@app/contract/rewards/reward-catalogue';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's reward requests, newest first. */
export const getRewardHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRewardHistory: build.query<RewardRequest[], void>({
      query: () => ({ path: '/api/auth/reward/request/history', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? rewardHistoryResponseSchema.parse(raw) : (raw as ApiReply<typeof rewardHistoryResponseSchema>)).data,
      providesTags: ['RewardHistory'],
    }),
  }),
});

export const { useGetRewardHistoryQuery } = getRewardHistoryApi;
