import { affiliateLogResponseSchema, type AffiliateLogEntry } from '@app/contract/affiliate';
import { baseApi } from '@/lib/base-api';
import type { DateRange } from '@/lib/date-range';
import type { ApiReply } from '@/lib/api-reply';

export interface AffiliateLogRequest extends DateRange {
  /** The member's own username; the server refuses any other. */
  username: string;
}

/**
 * Every movement of the affiliate balance between two Bangkok dates (at most 31 days). The same
 * path serves the win/loss report with type 'wl'; 'af' asks for the affiliate balance instead.
 */
export const getAffiliateLogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateLog: build.query<AffiliateLogEntry[], AffiliateLogRequest>({
      query: ({ username, start, end }) => ({
        path: `/api/auth/log/affiliate/${encodeURIComponent(username)}`,
        method: 'POST',
        body: { type: 'af', start, end },
      }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? affiliateLogResponseSchema.parse(raw) : (raw as ApiReply<typeof affiliateLogResponseSchema>)).data,
      providesTags: [{ type: 'Affiliate', id: 'balance' }],
    }),
  }),
});

export const { useGetAffiliateLogQuery } = getAffiliateLogApi;
