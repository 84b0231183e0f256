import { aggregatorSyncResponseSchema } from '@app/contract/admin-aggregators';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { aggregatorsPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

export type AggregatorSyncResult = ReturnType<typeof aggregatorSyncResponseSchema.parse>['data'];

/** `POST .../aggregators/{providerId}/sync` (admin): the game list now; the catalogue and the providers change. */
export const syncAggregatorApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    syncAggregator: build.mutation<AggregatorSyncResult, { brandId: string; providerId: string }>({
      query: ({ brandId, providerId }) => ({ path: aggregatorsPath(brandId, providerId, 'sync'), method: 'POST' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? aggregatorSyncResponseSchema.parse(raw) : (raw as ApiReply<typeof aggregatorSyncResponseSchema>)).data,
      // A failed sync is recorded on the connection too, so the panel reloads either way.
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useSyncAggregatorMutation } = syncAggregatorApi;
