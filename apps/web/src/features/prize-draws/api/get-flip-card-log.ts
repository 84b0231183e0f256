import { prizeDrawLogResponseSchema, type PrizeDraw } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's flipped cards, newest first. */
export const getFlipCardLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFlipCardLog: build.query<PrizeDraw[], void>({
      query: () => ({ path: '/api/auth/game/flip-card/logs' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? prizeDrawLogResponseSchema.parse(raw) : (raw as ApiReply<typeof prizeDrawLogResponseSchema>)).data,
      providesTags: [{ type: 'PrizeDrawLog', id: 'flip_card' }],
    }),
  }),
});

export const { useGetFlipCardLogQuery } = getFlipCardLogApi;
