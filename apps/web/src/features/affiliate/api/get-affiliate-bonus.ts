import { affiliateBonusResponseSchema, type AffiliateBonus } from '@app/contract/affiliate';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The affiliate balance, what was ever earned, how many friends joined, and the brand's rule. */
export const getAffiliateBonusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateBonus: build.query<AffiliateBonus, string>({
      query: (username) => ({ path: `/api/auth/affiliate/bonus/${encodeURIComponent(username)}` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? affiliateBonusResponseSchema.parse(raw) : (raw as ApiReply<typeof affiliateBonusResponseSchema>)).data,
      // 'balance' is what a move out of the affiliate balance changes.
      providesTags: [{ type: 'Affiliate', id: 'balance' }],
    }),
  }),
});

export const { useGetAffiliateBonusQuery } = getAffiliateBonusApi;
