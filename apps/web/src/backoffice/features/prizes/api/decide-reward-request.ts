import { decideRewardRequestResponseSchema, type decideRewardRequestSchema, type RewardRequest } from '@app/contract/rewards/reward-catalogue';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { CATALOGUE_TAG } from './catalogue-paths';
import { REWARD_REQUESTS_TAG, rewardRequestsPath } from './list-reward-requests';
import type { ApiReply } from '@/lib/api-reply';

export type RewardDecisionBody = z.infer<typeof decideRewardRequestSchema>;
export type RewardDecision = RewardDecisionBody['decision'];

/**
 * `POST .../reward-requests/{requestId}/decision`: sent with the tracking number, or rejected with
 * the reason (the points go back and the item back in stock, hence the catalogue refresh). The
 * queue and Today's count are asked again after a refusal too: "already decided" means stale.
 */
export const decideRewardRequestApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    decideRewardRequest: build.mutation<RewardRequest, { brandId: string; requestId: string; body: RewardDecisionBody }>({
      query: ({ brandId, requestId, body }) => ({ path: `${rewardRequestsPath(brandId)}/${encodeURIComponent(requestId)}/decision`, method: 'POST', body }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? decideRewardRequestResponseSchema.parse(raw) : (raw as ApiReply<typeof decideRewardRequestResponseSchema>)).data,
      invalidatesTags: [REWARD_REQUESTS_TAG, CATALOGUE_TAG, 'Today'],
    }),
  }),
});

export const { useDecideRewardRequestMutation } = decideRewardRequestApi;
