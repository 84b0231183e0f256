import { prizeDrawResultResponseSchema, type PrizeDrawResult } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import { getWheelBoardApi } from './get-wheel-board';
import type { ApiReply } from '@/lib/api-reply';

/**
 * Spends one spin: the server draws the segment and pays its reward. The key is made once per
 * press of the button, so a request delivered twice spends one spin. The screen turns the wheel
 * onto the drawn option and shows the reward only when the wheel stops, so the history is asked
 * for again then, not here.
 */
export const spinWheelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    spinWheel: build.mutation<PrizeDrawResult, { idempotencyKey: string }>({
      query: ({ idempotencyKey }) => ({ path: '/api/auth/wheel/reward', method: 'POST', body: { idempotencyKey } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? prizeDrawResultResponseSchema.parse(raw) : (raw as ApiReply<typeof prizeDrawResultResponseSchema>)).data,
      // After a refusal (no draws left, no prizes set) the board on screen is stale.
      invalidatesTags: (_result, error) => (error ? [{ type: 'PrizeBoard', id: 'wheel' }] : []),
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The cache is right at once, so a spin can never be offered twice; the screen holds
          // the count it showed until the wheel stops.
          dispatch(
            getWheelBoardApi.util.updateQueryData('getWheelBoard', undefined, (board) => {
              board.drawsLeft = data.drawsLeft;
            }),
          );
        } catch {
          // The screen shows the refusal; the board is asked for again (invalidatesTags).
        }
      },
    }),
  }),
});

export const { useSpinWheelMutation } = spinWheelApi;
