import { gameCategoryListResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** One category of the brand's catalogue, as the API lists them: in display order, one of them the default. */
export type GameCategory = ReturnType<typeof gameCategoryListResponseSchema.parse>['data'][number];

export const getGameCategoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameCategories: build.query<GameCategory[], void>({
      query: () => ({ path: '/api/auth/game' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? gameCategoryListResponseSchema.parse(raw) : (raw as ApiReply<typeof gameCategoryListResponseSchema>)).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameCategoriesQuery } = getGameCategoriesApi;
