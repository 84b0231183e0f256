import { redeemRewardResponseSchema } from '@app/contract/rewards/reward-catalogue';
import { baseApi } from '@/lib/base-api';
import { getRewardCatalogueApi } from './get-reward-catalogue';
import type { ApiReply } from '@/lib/api-reply';

/** The request the server made (paid at once for credit, pending for a parcel) and the balances after it. */
export type RewardRedemption = ReturnType<typeof redeemRewardResponseSchema.parse>['data'];

export interface RedeemRewardRequest {
  itemId: string;
  /** Made once per confirmation; a retry of that confirmation sends it again. */
  idempotencyKey: string;
}

export const redeemRewardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    redeemReward: build.mutation<RewardRedemption, RedeemRewardRequest>({
      query: (body) => ({ path: '/api/auth/reward/request', method: 'POST', body }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? redeemRewardResponseSchema.parse(raw) : (raw as ApiReply<typeof redeemRewardResponseSchema>)).data,
      // Invalidated after a failure too: a request that timed out may still have spent the points.
      // The profile is read again because it carries the point balance (user_credit.point).
      invalidatesTags: ['RewardCatalogue', 'RewardHistory', 'User'],
      async onQueryStarted(_request, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The new point balance is shown at once, before the catalogue is fetched again.
          for (const request of getRewardCatalogueApi.util.selectCachedArgsForQuery(getState(), 'getRewardCatalogue')) {
            dispatch(
              getRewardCatalogueApi.util.updateQueryData('getRewardCatalogue', request, (catalogue) => {
                catalogue.points = data.balances.points;
              }),
            );
          }
        } catch {
          // The item card shows the refusal; the invalidated catalogue tells what changed.
        }
      },
    }),
  }),
});

export const { useRedeemRewardMutation } = redeemRewardApi;
