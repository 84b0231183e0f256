import { flipCardResultResponseSchema } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import { getFlipCardBoardApi } from './get-flip-card-board';
import type { ApiReply } from '@/lib/api-reply';

export type FlipCardResult = ReturnType<typeof flipCardResultResponseSchema.parse>['data'];

/**
 * Spends one flip: the server draws the prize and pays it. The card the member touched is sent
 * only to be echoed back; the prize does not depend on it. The key is made once per touch, so a
 * request delivered twice spends one flip.
 */
export const flipCardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flipCard: build.mutation<FlipCardResult, { cardIndex: number; idempotencyKey: string }>({
      query: ({ cardIndex, idempotencyKey }) => ({ path: '/api/auth/game/flip-card/random-reward', method: 'POST', body: { cardIndex, idempotencyKey } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? flipCardResultResponseSchema.parse(raw) : (raw as ApiReply<typeof flipCardResultResponseSchema>)).data,
      // After a refusal (no draws left, no prizes set) the board on screen is stale.
      invalidatesTags: (_result, error) => (error ? [{ type: 'PrizeBoard', id: 'flip_card' }] : []),
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            getFlipCardBoardApi.util.updateQueryData('getFlipCardBoard', undefined, (board) => {
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

export const { useFlipCardMutation } = flipCardApi;
