import { adminRewardCategoryResponseSchema, type AdminRewardCategory, type createRewardCategoryRequestSchema } from '@app/contract/admin-loyalty';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { CATALOGUE_TAG, catalogueCategoriesPath } from './catalogue-paths';
import type { ApiReply } from '@/lib/api-reply';

export type RewardCategoryBody = z.input<typeof createRewardCategoryRequestSchema>;

/**
 * `POST .../reward-categories` for a new category, `PATCH .../reward-categories/{categoryId}` for
 * an existing one: the dialog sends every field either way, so one endpoint serves both.
 */
export const saveRewardCategoryApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    saveRewardCategory: build.mutation<AdminRewardCategory, { brandId: string; categoryId: string | null; body: RewardCategoryBody }>({
      query: ({ brandId, categoryId, body }) =>
        categoryId === null
          ? { path: catalogueCategoriesPath(brandId), method: 'POST', body }
          : { path: `${catalogueCategoriesPath(brandId)}/${encodeURIComponent(categoryId)}`, method: 'PATCH', body },
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminRewardCategoryResponseSchema.parse(raw) : (raw as ApiReply<typeof adminRewardCategoryResponseSchema>)).data,
      invalidatesTags: [CATALOGUE_TAG],
    }),
  }),
});

export const { useSaveRewardCategoryMutation } = saveRewardCategoryApi;
