import type { BaccaratSide } from '@app/contract/house-games/baccarat';
import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import { keepPlayStateCurrent, readRoundResult, tagsAfterRound, type RoundResult } from './round-result';

/** One baccarat hand on the chosen side; it settles at once. */
export const dealBaccaratApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    dealBaccarat: build.mutation<RoundResult, { playToken: string; side: BaccaratSide; betSatang: number }>({
      query: ({ playToken, side, betSatang }) => playRequest(playToken, { path: '/api/house/baccarat/deal', method: 'POST', body: { side, betSatang } }),
      transformResponse: readRoundResult,
      invalidatesTags: tagsAfterRound,
      onQueryStarted: ({ playToken }, { dispatch, queryFulfilled }) => keepPlayStateCurrent(playToken, dispatch, queryFulfilled),
    }),
  }),
});

export const { useDealBaccaratMutation } = dealBaccaratApi;
