import { gameCategoryListResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';

/** One category of the brand's catalogue, as the API lists them: in display order, one of them the default. */
export type GameCategory = ReturnType<typeof gameCategoryListResponseSchema.parse>['data'][number];

export const getGameCategoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameCategories: build.query<GameCategory[], void>({
      query: () => ({ path: '/api/auth/game' }),
      transformResponse: (raw: unknown) => gameCategoryListResponseSchema.parse(raw).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameCategoriesQuery } = getGameCategoriesApi;
