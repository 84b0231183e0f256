import { bankNameResponseSchema, type BankNameResponse } from '@app/contract/registration';
import { baseApi } from '@/lib/base-api';
import type { BankAccount } from './check-bank-account';

/** Either the holder's name as the bank has it, or 'manual': the member types it and confirms it. */
export type AccountNameAnswer = BankNameResponse['data'];

export const lookUpAccountNameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpAccountName: build.mutation<AccountNameAnswer, BankAccount>({
      query: (account) => ({ path: '/api/bank/name', method: 'POST', body: account }),
      transformResponse: (raw: unknown) => bankNameResponseSchema.parse(raw).data,
    }),
  }),
});

export const { useLookUpAccountNameMutation } = lookUpAccountNameApi;
