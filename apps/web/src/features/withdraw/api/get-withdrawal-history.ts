import { withdrawalPageResponseSchema } from '@app/contract/withdrawals';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type WithdrawalPage = ReturnType<typeof withdrawalPageResponseSchema.parse>;

export interface WithdrawalHistoryRequest {
  memberUuid: string;
  /** Starts at 1. */
  page: number;
  pageSize: number;
}

/** Every withdrawal of the member in any state, newest first, one page at a time. */
export const getWithdrawalHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWithdrawalHistory: build.query<WithdrawalPage, WithdrawalHistoryRequest>({
      query: ({ memberUuid, page, pageSize }) => ({
        path: `/api/auth/withdraw/withdraw-history/${encodeURIComponent(memberUuid)}`,
        query: { page: String(page), pageSize: String(pageSize) },
      }),
      transformResponse: (raw: unknown) =>
        import.meta.env.DEV ? withdrawalPageResponseSchema.parse(raw) : (raw as ApiReply<typeof withdrawalPageResponseSchema>),
      providesTags: ['Withdrawals'],
    }),
  }),
});

export const { useGetWithdrawalHistoryQuery } = getWithdrawalHistoryApi;
