import { winLossResponseSchema } from '@app/contract/win-loss';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type WinLoss = ReturnType<typeof winLossResponseSchema.parse>['data'];
export type WinLossDay = WinLoss['days'][number];
export type WinLossRound = WinLoss['rounds'][number];

export interface WinLossRequest {
  /** The member's own username; the server refuses any other. */
  username: string;
  /** Bangkok dates, 'YYYY-MM-DD', both included, at most 31 days apart. */
  start: string;
  end: string;
}

/** The member's play between two Bangkok dates: totals per day and the rounds behind them, newest first. */
export const getWinLossApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWinLoss: build.query<WinLoss, WinLossRequest>({
      query: ({ username, start, end }) => ({
        path: `/api/auth/log/affiliate/${encodeURIComponent(username)}`,
        method: 'POST',
        body: { type: 'wl', start, end },
      }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? winLossResponseSchema.parse(raw) : (raw as ApiReply<typeof winLossResponseSchema>)).data,
      providesTags: ['WinLoss'],
    }),
  }),
});

export const { useGetWinLossQuery } = getWinLossApi;
