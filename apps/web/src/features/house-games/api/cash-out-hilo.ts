import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import { keepPlayStateCurrent, readRoundResult, tagsAfterRound, type RoundResult } from './round-result';

/** Settles the open hi-lo round at its current multiplier. */
export const cashOutHiloApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cashOutHilo: build.mutation<RoundResult, { playToken: string }>({
      query: ({ playToken }) => playRequest(playToken, { path: '/api/house/hilo/cashout', method: 'POST' }),
      transformResponse: readRoundResult,
      invalidatesTags: tagsAfterRound,
      onQueryStarted: ({ playToken }, { dispatch, queryFulfilled }) => keepPlayStateCurrent(playToken, dispatch, queryFulfilled),
    }),
  }),
});

export const { useCashOutHiloMutation } = cashOutHiloApi;
