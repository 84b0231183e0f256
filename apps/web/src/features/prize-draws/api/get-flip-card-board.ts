import { prizeBoardResponseSchema, type PrizeBoard } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The prizes a flipped card may show, and how many flips the member has left. */
export const getFlipCardBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFlipCardBoard: build.query<PrizeBoard, void>({
      query: () => ({ path: '/api/auth/game/flip-card' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? prizeBoardResponseSchema.parse(raw) : (raw as ApiReply<typeof prizeBoardResponseSchema>)).data,
      providesTags: [{ type: 'PrizeBoard', id: 'flip_card' }],
    }),
  }),
});

export const { useGetFlipCardBoardQuery } = getFlipCardBoardApi;
