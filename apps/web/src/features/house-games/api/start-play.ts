import { startPlayResponseSchema } from '@app/contract/house-games/api';
import { baseApi } from '@/lib/base-api';
import { getPlayStateApi } from './get-play-state';
import type { ApiReply } from '@/lib/api-reply';

export type StartedPlay = ReturnType<typeof startPlayResponseSchema.parse>['data'];

/**
 * Trades the single-use launch token of the catalogue for a play token. The answer already holds
 * the play state, so it goes into the state cache and the screen needs no second call.
 */
export const startPlayApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startPlay: build.mutation<StartedPlay, string>({
      query: (launchToken) => ({ path: '/api/house/session', method: 'POST', body: { launchToken }, isMemberTokenOmitted: true }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? startPlayResponseSchema.parse(raw) : (raw as ApiReply<typeof startPlayResponseSchema>)).data,
      async onQueryStarted(_launchToken, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { playToken, expiresAt: _expiresAt, ...state } = data;
          await dispatch(getPlayStateApi.util.upsertQueryData('getPlayState', playToken, state));
        } catch {
          // The screen shows the refusal from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useStartPlayMutation } = startPlayApi;
