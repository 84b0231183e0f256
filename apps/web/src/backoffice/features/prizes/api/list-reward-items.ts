import { adminRewardItemListResponseSchema, type AdminRewardItem } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { CATALOGUE_TAG, catalogueItemsPath } from './catalogue-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/reward-items`: every item of every category, active or not. */
export const listRewardItemsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listRewardItems: build.query<AdminRewardItem[], { brandId: string }>({
      query: ({ brandId }) => ({ path: catalogueItemsPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminRewardItemListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminRewardItemListResponseSchema>)).data,
      providesTags: [CATALOGUE_TAG],
    }),
  }),
});

export const { useListRewardItemsQuery } = listRewardItemsApi;
