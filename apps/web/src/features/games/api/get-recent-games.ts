import { recentGamesResponseSchema, type Game } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * The games the member opened last, newest first. Opening a game changes the list, so the
 * open-game mutation invalidates its tag.
 */
export const getRecentGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRecentGames: build.query<Game[], void>({
      query: () => ({ path: '/api/auth/user/game/recent' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? recentGamesResponseSchema.parse(raw) : (raw as ApiReply<typeof recentGamesResponseSchema>)).data,
      providesTags: ['RecentGames'],
    }),
  }),
});

export const { useGetRecentGamesQuery } = getRecentGamesApi;
