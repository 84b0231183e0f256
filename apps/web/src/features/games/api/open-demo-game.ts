import { openDemoGameResponseSchema } from '@app/contract/games';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** Where a demo opens: the game's demo page on the aggregator, an absolute URL. */
export type DemoGameLaunch = ReturnType<typeof openDemoGameResponseSchema.parse>['data'];

/** Opens a game in demo mode for anyone: no member, no token, no money moves. */
export const openDemoGameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    openDemoGame: build.mutation<DemoGameLaunch, string>({
      query: (gameUuid) => ({ path: '/api/games/demo', method: 'POST', body: { gameId: gameUuid }, isMemberTokenOmitted: true }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? openDemoGameResponseSchema.parse(raw) : (raw as ApiReply<typeof openDemoGameResponseSchema>)).data,
    }),
  }),
});

export const { useOpenDemoGameMutation } = openDemoGameApi;
