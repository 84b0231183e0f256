import { depositBankResponseSchema } from '@app/contract/deposits';
import { baseApi } from '@/lib/base-api';

/** The brand's receiving accounts and the member's registered account, the only one to pay from. */
export type DepositAccounts = ReturnType<typeof depositBankResponseSchema.parse>['data'];

export const getDepositAccountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDepositAccounts: build.query<DepositAccounts, void>({
      query: () => ({ path: '/api/auth/deposit/bank' }),
      transformResponse: (raw: unknown) => depositBankResponseSchema.parse(raw).data,
      providesTags: ['DepositAccounts'],
    }),
  }),
});

export const { useGetDepositAccountsQuery } = getDepositAccountsApi;
