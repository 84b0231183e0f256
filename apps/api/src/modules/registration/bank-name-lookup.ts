/**
 * Finds the holder's name of a bank account before registration. A real lookup (a bank's or a
 * payment partner's account-inquiry service) plugs in here; without one, the built-in adapter
 * answers 'manual' and the member types the name from their bank book and confirms it.
 */
export type BankNameLookupResult = { mode: 'found'; accountName: string } | { mode: 'manual' };

export interface BankNameLookup {
  lookup(account: { bankCode: string; accountNumber: string }): Promise<BankNameLookupResult>;
}

export const manualBankNameLookup: BankNameLookup = {
  lookup: () => Promise.resolve({ mode: 'manual' }),
};
