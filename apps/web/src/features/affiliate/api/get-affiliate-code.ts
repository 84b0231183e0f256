import { affiliateCodeResponseSchema } from '@app/contract/affiliate';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's own invite code, which their share link and QR carry. */
export const getAffiliateCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateCode: build.query<string, string>({
      query: (memberUuid) => ({ path: `/api/auth/affiliate/code/${encodeURIComponent(memberUuid)}` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? affiliateCodeResponseSchema.parse(raw) : (raw as ApiReply<typeof affiliateCodeResponseSchema>)).data.code,
      providesTags: [{ type: 'Affiliate', id: 'code' }],
    }),
  }),
});

export const { useGetAffiliateCodeQuery } = getAffiliateCodeApi;
