import { adminRewardItemResponseSchema, type AdminRewardItem, type createRewardItemRequestSchema } from '@app/contract/admin-loyalty';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { CATALOGUE_TAG, catalogueItemsPath } from './catalogue-paths';
import type { ApiReply } from '@/lib/api-reply';

export type RewardItemBody = z.input<typeof createRewardItemRequestSchema>;

/** `POST .../reward-items` for a new item, `PATCH .../reward-items/{itemId}` with every field for an existing one. */
export const saveRewardItemApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    saveRewardItem: build.mutation<AdminRewardItem, { brandId: string; itemId: string | null; body: RewardItemBody }>({
      query: ({ brandId, itemId, body }) =>
        itemId === null
          ? { path: catalogueItemsPath(brandId), method: 'POST', body }
          : { path: `${catalogueItemsPath(brandId)}/${encodeURIComponent(itemId)}`, method: 'PATCH', body },
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminRewardItemResponseSchema.parse(raw) : (raw as ApiReply<typeof adminRewardItemResponseSchema>)).data,
      invalidatesTags: [CATALOGUE_TAG],
    }),
  }),
});

export const { useSaveRewardItemMutation } = saveRewardItemApi;
