import { bankNameResponseSchema, type BankNameResponse } from '@app/contract/registration';
import { baseApi } from '@/lib/base-api';
import type { BankAccount } from './check-bank-account';
import type { ApiReply } from '@/lib/api-reply';

/** Either the holder's name as the bank has it, or 'manual': the member types it and confirms it. */
export type AccountNameAnswer = BankNameResponse['data'];

export const lookUpAccountNameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpAccountName: build.mutation<AccountNameAnswer, BankAccount>({
      query: (account) => ({ path: '/api/bank/name', method: 'POST', body: account }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? bankNameResponseSchema.parse(raw) : (raw as ApiReply<typeof bankNameResponseSchema>)).data,
    }),
  }),
});

export const { useLookUpAccountNameMutation } = lookUpAccountNameApi;
