import { adminAggregatorResponseSchema, type AdminAggregator, type saveHub88ConnectionRequestSchema } from '@app/contract/admin-aggregators';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { aggregatorsPath } from './games-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PUT .../aggregators/hub88` (admin): without `operatorPrivateKey`, the key already set is kept. */
export const saveHub88ConnectionApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    saveHub88Connection: build.mutation<AdminAggregator, { brandId: string; fields: z.output<typeof saveHub88ConnectionRequestSchema> }>({
      query: ({ brandId, fields }) => ({ path: aggregatorsPath(brandId, 'hub88'), method: 'PUT', body: fields }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminAggregatorResponseSchema.parse(raw) : (raw as ApiReply<typeof adminAggregatorResponseSchema>)).data,
      invalidatesTags: ['Games'],
    }),
  }),
});

export const { useSaveHub88ConnectionMutation } = saveHub88ConnectionApi;
