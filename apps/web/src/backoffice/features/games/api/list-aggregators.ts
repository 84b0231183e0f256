import { adminAggregatorListResponseSchema, type AdminAggregator } from '@app/contract/admin-aggregators';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { aggregatorsPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/aggregators`: the brand's aggregator connections, never a private key. */
export const listAggregatorsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listAggregators: build.query<AdminAggregator[], string>({
      query: (brandId) => ({ path: aggregatorsPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAggregatorListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAggregatorListResponseSchema>)).data,
      providesTags: ['Games'],
    }),
  }),
});

export const { useListAggregatorsQuery } = listAggregatorsApi;
