import { prizeBoardResponseSchema, type PrizeBoard } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The wheel's segments, clockwise from the top, and how many spins the member has left. */
export const getWheelBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWheelBoard: build.query<PrizeBoard, void>({
      query: () => ({ path: '/api/auth/wheel' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? prizeBoardResponseSchema.parse(raw) : (raw as ApiReply<typeof prizeBoardResponseSchema>)).data,
      providesTags: [{ type: 'PrizeBoard', id: 'wheel' }],
    }),
  }),
});

export const { useGetWheelBoardQuery } = getWheelBoardApi;
