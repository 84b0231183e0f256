import { adminAggregatorResponseSchema, type AdminAggregator, type saveAggregatorCategoriesRequestSchema } from '@app/contract/admin-aggregators';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { aggregatorsPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PUT .../aggregators/{providerId}/categories` (admin): takes effect on the next sync. */
export const saveAggregatorCategoriesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    saveAggregatorCategories: build.mutation<
      AdminAggregator,
      { brandId: string; providerId: string; fields: z.output<typeof saveAggregatorCategoriesRequestSchema> }
    >({
      query: ({ brandId, providerId, fields }) => ({ path: aggregatorsPath(brandId, providerId, 'categories'), method: 'PUT', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAggregatorResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAggregatorResponseSchema>)).data,
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useSaveAggregatorCategoriesMutation } = saveAggregatorCategoriesApi;
