import {
  confirmLimitResponseSchema,
  memberLimitsResponseSchema,
  setLimitResponseSchema,
  type LimitKind,
  type LimitPeriod,
  type MemberLimit,
  type SetLimitRequest,
} from '@app/contract/player-protection';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's deposit, loss and wagering limits: read, set (a lowering applies at once, a raise is asked for), confirm a raise. */
export const limitsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLimits: build.query<MemberLimit[], void>({
      query: () => ({ path: '/api/auth/protection/limits' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberLimitsResponseSchema.parse(raw) : (raw as ApiReply<typeof memberLimitsResponseSchema>)).data,
      providesTags: ['PlayLimits'],
    }),
    setLimit: build.mutation<ApiReply<typeof setLimitResponseSchema>['data'], SetLimitRequest>({
      query: (request) => ({ path: '/api/auth/protection/limits', method: 'PUT', body: request }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? setLimitResponseSchema.parse(raw) : (raw as ApiReply<typeof setLimitResponseSchema>)).data,
      invalidatesTags: ['PlayLimits'],
    }),
    confirmLimit: build.mutation<MemberLimit, { kind: LimitKind; period: LimitPeriod }>({
      query: (request) => ({ path: '/api/auth/protection/limits/confirm', method: 'POST', body: request }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? confirmLimitResponseSchema.parse(raw) : (raw as ApiReply<typeof confirmLimitResponseSchema>)).data,
      invalidatesTags: ['PlayLimits'],
    }),
  }),
});

export const { useGetLimitsQuery, useSetLimitMutation, useConfirmLimitMutation } = limitsApi;
