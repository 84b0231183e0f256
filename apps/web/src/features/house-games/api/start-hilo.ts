import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import { keepPlayStateCurrent, readRoundResult, tagsAfterRound, type RoundResult } from './round-result';

/** Takes the stake and shows the first card of a hi-lo round, which stays open. */
export const startHiloApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    startHilo: build.mutation<RoundResult, { playToken: string; betSatang: number }>({
      query: ({ playToken, betSatang }) => playRequest(playToken, { path: '/api/house/hilo/start', method: 'POST', body: { betSatang } }),
      transformResponse: readRoundResult,
      invalidatesTags: tagsAfterRound,
      onQueryStarted: ({ playToken }, { dispatch, queryFulfilled }) => keepPlayStateCurrent(playToken, dispatch, queryFulfilled),
    }),
  }),
});

export const { useStartHiloMutation } = startHiloApi;
