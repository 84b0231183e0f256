import { gameListResponseSchema, type GAME_LIST_ORDERS } from '@app/contract/games';
import { GAME_PAGE_SIZE } from '@/config/limits';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type GamePage = ReturnType<typeof gameListResponseSchema.parse>;
export type GameListOrder = (typeof GAME_LIST_ORDERS)[number];

/**
 * Which games a grid shows: a category (`hot` for the hot games of every category), a provider, a
 * name to search for across every category, or a mix. `newest` orders by release, newest first;
 * without it the list keeps the operator's lobby order.
 */
export interface GameFilter {
  category?: string;
  provider?: string;
  search?: string;
  order?: GameListOrder;
}

/** The page after `lastPage`, or undefined when every game has been loaded. */
export function findNextGamePage(lastPage: GamePage): number | undefined {
  const { page, pageSize, total } = lastPage.meta;
  // An empty page ends the list even if the total says otherwise, so a grid never asks forever.
  if (lastPage.data.length === 0 || page * pageSize >= total) return undefined;
  return page + 1;
}

/**
 * A grid's games, a page at a time: an infinite query keeps the pages loaded so far under one
 * cache entry per filter, so scrolling further only asks for the next page.
 */
export const getGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGames: build.infiniteQuery<GamePage, GameFilter, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => findNextGamePage(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        path: '/api/auth/user/game/list',
        method: 'POST',
        body: { ...queryArg, page: pageParam, pageSize: GAME_PAGE_SIZE },
      }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? gameListResponseSchema.parse(raw) : (raw as ApiReply<typeof gameListResponseSchema>)),
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetGamesInfiniteQuery } = getGamesApi;
