import { gameListResponseSchema, type Game } from '@app/contract/games';
import { GAME_ROW_SIZE } from '@/config/limits';
import { baseApi } from '@/lib/base-api';
import type { GameFilter } from './get-games';
import type { ApiReply } from '@/lib/api-reply';

/**
 * The first games of a filter, for a row of the lobby (the hot games, the newest): one request of
 * a row's worth, never more pages, since the full grid below the rows lists everything.
 */
export const getGameRowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGameRow: build.query<Game[], GameFilter>({
      query: (filter) => ({ path: '/api/auth/user/game/list', method: 'POST', body: { ...filter, page: 1, pageSize: GAME_ROW_SIZE } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? gameListResponseSchema.parse(raw) : (raw as ApiReply<typeof gameListResponseSchema>)).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGameRowQuery } = getGameRowApi;
