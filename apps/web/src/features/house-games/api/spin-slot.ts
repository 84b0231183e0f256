import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import { keepPlayStateCurrent, readRoundResult, tagsAfterRound, type RoundResult } from './round-result';

/** One spin of the slot at the chosen bet. The server enforces the gap between spins as well. */
export const spinSlotApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinSlot: build.mutation<RoundResult, { playToken: string; betSatang: number }>({
      query: ({ playToken, betSatang }) => playRequest(playToken, { path: '/api/house/slot/spin', method: 'POST', body: { betSatang } }),
      transformResponse: readRoundResult,
      invalidatesTags: tagsAfterRound,
      onQueryStarted: ({ playToken }, { dispatch, queryFulfilled }) => keepPlayStateCurrent(playToken, dispatch, queryFulfilled),
    }),
  }),
});

export const { useSpinSlotMutation } = spinSlotApi;
