import { rotateSeedResponseSchema } from '@app/contract/house-games/api';
import { baseApi } from '@/lib/base-api';
import { getPlayStateApi, notePlayStateWritten } from './get-play-state';
import { playRequest } from './play-request';
import type { ApiReply } from '@/lib/api-reply';

export type RotatedSeed = ReturnType<typeof rotateSeedResponseSchema.parse>['data'];

/**
 * Starts a new server seed with the player's client seed and reveals the old server seed, so every
 * round it drew can be checked. Past rounds now carry their seed, so the history is fetched again.
 */
export const rotateSeedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rotateSeed: build.mutation<RotatedSeed, { playToken: string; clientSeed: string }>({
      query: ({ playToken, clientSeed }) => playRequest(playToken, { path: '/api/house/seed/rotate', method: 'POST', body: { clientSeed } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? rotateSeedResponseSchema.parse(raw) : (raw as ApiReply<typeof rotateSeedResponseSchema>)).data,
      invalidatesTags: ['HouseRounds'],
      async onQueryStarted({ playToken }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          notePlayStateWritten(playToken);
          dispatch(
            getPlayStateApi.util.updateQueryData('getPlayState', playToken, (state) => {
              state.fairness = data.fairness;
            }),
          );
        } catch {
          // The panel shows the refusal (an open hi-lo round, for one).
        }
      },
    }),
  }),
});

export const { useRotateSeedMutation } = rotateSeedApi;
