import { depositPageResponseSchema } from '@app/contract/deposits';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type DepositPage = ReturnType<typeof depositPageResponseSchema.parse>;

export interface DepositHistoryRequest {
  /** The member's own profile uuid; the server refuses any other. */
  memberUuid: string;
  /** Starts at 1. */
  page: number;
  pageSize: number;
}

/** Credited deposits, newest first, one page at a time. */
export const getDepositHistoryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositHistory: build.query<DepositPage, DepositHistoryRequest>({
      query: ({ memberUuid, page, pageSize }) => ({
        path: `/api/auth/deposit/${encodeURIComponent(memberUuid)}`,
        query: { page: String(page), pageSize: String(pageSize) },
      }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? depositPageResponseSchema.parse(raw) : (raw as ApiReply<typeof depositPageResponseSchema>)),
      providesTags: ['Deposits'],
    }),
  }),
});

export const { useGetDepositHistoryQuery } = getDepositHistoryApi;
