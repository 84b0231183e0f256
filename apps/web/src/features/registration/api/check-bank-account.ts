import { baseApi } from '@/lib/base-api';
import { readAvailability } from './read-availability';

export interface BankAccount {
  bankCode: string;
  /** Digits only, as the contract's account number schema leaves it. */
  accountNumber: string;
}

/** `POST /api/user/checkBankId/{accountNumber}` with the bank in the body: true when no member has the account yet. */
export const checkBankAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkBankAccount: build.mutation<boolean, BankAccount>({
      query: ({ bankCode, accountNumber }) => ({
        path: `/api/user/checkBankId/${encodeURIComponent(accountNumber)}`,
        method: 'POST',
        body: { bankCode },
      }),
      transformResponse: readAvailability,
    }),
  }),
});

export const { useCheckBankAccountMutation } = checkBankAccountApi;
