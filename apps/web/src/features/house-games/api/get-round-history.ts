import { roundHistoryResponseSchema } from '@app/contract/house-games/api';
import { baseApi } from '@/lib/base-api';
import { playRequest } from './play-request';
import type { ApiReply } from '@/lib/api-reply';

export type RoundHistoryPage = ReturnType<typeof roundHistoryResponseSchema.parse>;

export interface RoundHistoryRequest {
  playToken: string;
  /** Starts at 1. */
  page: number;
  pageSize: number;
}

/** The member's past house rounds, newest first, each with the seeds that drew it. */
export const getRoundHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoundHistory: build.query<RoundHistoryPage, RoundHistoryRequest>({
      query: ({ playToken, page, pageSize }) =>
        playRequest(playToken, { path: '/api/house/rounds', query: { page: String(page), pageSize: String(pageSize) } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? roundHistoryResponseSchema.parse(raw) : (raw as ApiReply<typeof roundHistoryResponseSchema>)),
      providesTags: ['HouseRounds'],
    }),
  }),
});

export const { useGetRoundHistoryQuery } = getRoundHistoryApi;
