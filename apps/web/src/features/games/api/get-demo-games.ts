import { demoGameListResponseSchema, type Game } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';

/**
 * The games a visitor may try in demo mode; empty when the brand allows none. The list is public
 * and speaks for no member, so no member token is sent and a refusal never ends a session.
 */
export const getDemoGamesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoGames: build.query<Game[], void>({
      query: () => ({ path: '/api/games/demo', isMemberTokenOmitted: true }),
      transformResponse: (raw: unknown) => demoGameListResponseSchema.parse(raw).data,
      providesTags: ['GameCatalogue'],
    }),
  }),
});

export const { useGetDemoGamesQuery } = getDemoGamesApi;
