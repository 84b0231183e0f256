import { activityStatementResponseSchema, type ActivityStatement } from '@app/contract/activity-statement';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/**
 * `GET /api/auth/protection/statement?month=YYYY-MM`: the member's own deposits, withdrawals,
 * bets, wins and net result of one Bangkok month; without a month, the current one.
 */
export const getActivityStatementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getActivityStatement: build.query<ActivityStatement, { month: string | null }>({
      query: ({ month }) => ({ path: '/api/auth/protection/statement', query: month ? { month } : undefined }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? activityStatementResponseSchema.parse(raw) : (raw as ApiReply<typeof activityStatementResponseSchema>)).data,
    }),
  }),
});

export const { useGetActivityStatementQuery } = getActivityStatementApi;
