import { affiliateCodeResponseSchema } from '@app/contract/affiliate';
import { baseApi } from '@/lib/base-api';

/** The member's own invite code, which their share link and QR carry. */
export const getAffiliateCodeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAffiliateCode: build.query<string, string>({
      query: (memberUuid) => ({ path: `/api/auth/affiliate/code/${encodeURIComponent(memberUuid)}` }),
      transformResponse: (raw: unknown) => affiliateCodeResponseSchema.parse(raw).data.code,
      providesTags: [{ type: 'Affiliate', id: 'code' }],
    }),
  }),
});

export const { useGetAffiliateCodeQuery } = getAffiliateCodeApi;
