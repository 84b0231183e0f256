import type { HiloChoice } from '@app/contract/house-games/hilo';
import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import { keepPlayStateCurrent, readRoundResult, tagsAfterRound, type RoundResult } from './round-result';

/** One guess of the open hi-lo round: a wrong one settles it lost. */
export const guessHiloApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    guessHilo: build.mutation<RoundResult, { playToken: string; choice: HiloChoice }>({
      query: ({ playToken, choice }) => playRequest(playToken, { path: '/api/house/hilo/guess', method: 'POST', body: { choice } }),
      transformResponse: readRoundResult,
      invalidatesTags: tagsAfterRound,
      onQueryStarted: ({ playToken }, { dispatch, queryFulfilled }) => keepPlayStateCurrent(playToken, dispatch, queryFulfilled),
    }),
  }),
});

export const { useGuessHiloMutation } = guessHiloApi;
