import { prizeBoardResponseSchema, type PrizeBoard } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';

/** The wheel's segments, clockwise from the top, and how many spins the member has left. */
export const getWheelBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWheelBoard: build.query<PrizeBoard, void>({
      query: () => ({ path: '/api/auth/wheel' }),
      transformResponse: (raw: unknown) => prizeBoardResponseSchema.parse(raw).data,
      providesTags: [{ type: 'PrizeBoard', id: 'wheel' }],
    }),
  }),
});

export const { useGetWheelBoardQuery } = getWheelBoardApi;
