import { depositBankResponseSchema } from '@app/contract/deposits';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The brand's receiving accounts and the member's registered account, the only one to pay from. */
export type DepositAccounts = ReturnType<typeof depositBankResponseSchema.parse>['data'];

export const getDepositAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositAccounts: build.query<DepositAccounts, void>({
      query: () => ({ path: '/api/auth/deposit/bank' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? depositBankResponseSchema.parse(raw) : (raw as ApiReply<typeof depositBankResponseSchema>)).data,
      providesTags: ['DepositAccounts'],
    }),
  }),
});

export const { useGetDepositAccountsQuery } = getDepositAccountsApi;
