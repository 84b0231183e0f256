import { demoGameListResponseSchema, type Game } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * The games a visitor may try in demo mode; empty when the brand allows none. The list is public
 * and speaks for no member, so no member token is sent and a refusal never ends a session.
 */
export const getDemoGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoGames: build.query<Game[], void>({
      query: () => ({ path: '/api/games/demo', isMemberTokenOmitted: true }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? demoGameListResponseSchema.parse(raw) : (raw as ApiReply<typeof demoGameListResponseSchema>)).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetDemoGamesQuery } = getDemoGamesApi;
