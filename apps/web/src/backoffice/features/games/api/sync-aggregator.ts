import { aggregatorSyncResponseSchema } from '@app/contract/admin-aggregators';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { aggregatorsPath } from './games-paths';

export type AggregatorSyncResult = ReturnType<typeof aggregatorSyncResponseSchema.parse>['data'];

/** `POST .../aggregators/{providerId}/sync` (admin): the game list now; the catalogue and the providers change. */
export const syncAggregatorApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    syncAggregator: build.mutation<AggregatorSyncResult, { brandId: string; providerId: string }>({
      query: ({ brandId, providerId }) => ({ path: aggregatorsPath(brandId, providerId, 'sync'), method: 'POST' }),
      transformResponse: (raw: unknown) => aggregatorSyncResponseSchema.parse(raw).data,
      // A failed sync is recorded on the connection too, so the panel reloads either way.
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useSyncAggregatorMutation } = syncAggregatorApi;
