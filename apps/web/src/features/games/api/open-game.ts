import { openGameResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** Where to send the member: a single-use launch URL, relative for the house games, absolute for others. */
export type GameLaunch = ReturnType<typeof openGameResponseSchema.parse>['data'];

export const openGameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openGame: build.mutation<GameLaunch, string>({
      query: (gameUuid) => ({ path: '/api/auth/user/opengame', method: 'POST', body: { gameId: gameUuid } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? openGameResponseSchema.parse(raw) : (raw as ApiReply<typeof openGameResponseSchema>)).data,
      // The game just opened heads the member's recently played row.
      invalidatesTags: (launch) => (launch ? ['RecentGames'] : []),
    }),
  }),
});

export const { useOpenGameMutation } = openGameApi;
