import { downlineBonusResponseSchema } from '@app/contract/affiliate';
import { baseApi } from '@/lib/base-api';
import type { DateRange } from '@/lib/date-range';
import { toDownlineBonusReport, type DownlineBonusReport } from '../downline-bonus-report';

export interface DownlineBonusRequest extends DateRange {
  /** The member's own username; the server refuses any other. */
  username: string;
}

/** The commission paid for each friend over periods that start within a range of Bangkok days. */
export const getDownlineBonusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDownlineBonus: build.query<DownlineBonusReport, DownlineBonusRequest>({
      query: ({ username, start, end }) => ({
        path: `/api/auth/affiliate/downline/bonus/${encodeURIComponent(username)}`,
        method: 'POST',
        body: { start, end },
      }),
      // The wire keeps the legacy map keyed by username (spec section 3); the screen wants a list.
      transformResponse: (raw: unknown) => toDownlineBonusReport(downlineBonusResponseSchema.parse(raw)),
      providesTags: [{ type: 'Affiliate', id: 'commission' }],
    }),
  }),
});

export const { useGetDownlineBonusQuery } = getDownlineBonusApi;
