import { adminRewardCategoryListResponseSchema, type AdminRewardCategory } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { CATALOGUE_TAG, catalogueCategoriesPath } from './catalogue-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/reward-categories`: every category with its number of items. */
export const listRewardCategoriesApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listRewardCategories: build.query<AdminRewardCategory[], { brandId: string }>({
      query: ({ brandId }) => ({ path: catalogueCategoriesPath(brandId) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminRewardCategoryListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminRewardCategoryListResponseSchema>)).data,
      providesTags: [CATALOGUE_TAG],
    }),
  }),
});

export const { useListRewardCategoriesQuery } = listRewardCategoriesApi;
