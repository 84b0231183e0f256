import { creditResponseSchema, type CreditResponse } from '@app/contract/user';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';
import { creditCall } from './credit-call';

export type CreditBalance = CreditResponse['data'];

/**
 * The balance is read with a POST, and every refresh must really ask the server again, so this is
 * a mutation rather than a query: RTK Query drops a query refetch while one is in flight, whereas
 * each mutation gets its own requestId. Under one fixedCacheKey only the reply whose requestId is
 * the latest is written, so a slow earlier reply can never overwrite a newer balance.
 */
export const getCreditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCredit: build.mutation<CreditBalance, { username: string }>({
      query: ({ username }) => creditCall(username),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? creditResponseSchema.parse(raw) : (raw as ApiReply<typeof creditResponseSchema>)).data,
    }),
  }),
});

export const { useGetCreditMutation } = getCreditApi;

/** The one cache slot shared by every credit display, so all of them show the latest reply. */
export const CREDIT_CACHE_KEY = 'credit';
