import { prizeDrawLogResponseSchema, type PrizeDraw } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';

/** The member's flipped cards, newest first. */
export const getFlipCardLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFlipCardLog: build.query<PrizeDraw[], void>({
      query: () => ({ path: '/api/auth/game/flip-card/logs' }),
      transformResponse: (raw: unknown) => prizeDrawLogResponseSchema.parse(raw).data,
      providesTags: [{ type: 'PrizeDrawLog', id: 'flip_card' }],
    }),
  }),
});

export const { useGetFlipCardLogQuery } = getFlipCardLogApi;
