import { prizeDrawLogResponseSchema, type PrizeDraw } from '@app/contract/rewards/prize-draws';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's spins of the wheel, newest first. The server reads this list with a POST. */
export const getWheelLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWheelLog: build.query<PrizeDraw[], void>({
      query: () => ({ path: '/api/auth/wheel/log', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? prizeDrawLogResponseSchema.parse(raw) : (raw as ApiReply<typeof prizeDrawLogResponseSchema>)).data,
      providesTags: [{ type: 'PrizeDrawLog', id: 'wheel' }],
    }),
  }),
});

export const { useGetWheelLogQuery } = getWheelLogApi;
