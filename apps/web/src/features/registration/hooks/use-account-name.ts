import { useRef, useState } from 'react';
import { errorCatalog } from '@app/contract/error-catalog';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckBankAccountMutation, type BankAccount } from '../api/check-bank-account';
import { useLookUpAccountNameMutation } from '../api/look-up-account-name';
import { checkBankAccount, type AccountNameSource } from '../registration-form-values';
import type { RegistrationForm } from './use-registration-form';

/** What is known of one bank account; `key` names it (bank code and number). */
export type AccountLookup =
  | { status: 'checking'; key: string }
  | { status: 'taken'; key: string }
  | { status: 'found'; key: string; accountName: string }
  | { status: 'manual'; key: string }
  | { status: 'failed'; key: string; message: string };

function readKey(values: { bankCode: string; accountNumber: string }): string | null {
  const checked = checkBankAccount(values);
  return checked.value ? `${checked.value.bankCode}:${checked.value.accountNumber}` : null;
}

/**
 * The account holder's name, for the bank and number in the form. Once the number has the length
 * the bank issues, the account is checked to be free, then its name is asked for: the bank's own
 * ('found', shown read-only) or none ('manual', typed and confirmed by the member). Anything known
 * is about one account only: changing the bank or the number starts again.
 */
export function useAccountName(form: RegistrationForm) {
  const [checkAccount] = useCheckBankAccountMutation();
  const [lookUpName] = useLookUpAccountNameMutation();
  // Kept per account, so a late answer about a number the member has since changed stays with that number.
  const [lookups, setLookups] = useState<ReadonlyMap<string, AccountLookup>>(new Map());
  const lookupsRef = useRef(lookups);

  const record = (next: AccountLookup) => {
    lookupsRef.current = new Map(lookupsRef.current).set(next.key, next);
    setLookups(lookupsRef.current);
  };

  /**
   * Runs when the number loses focus, when a bank is picked (given here, as the form has not
   * re-rendered with it yet), on retry and on submit.
   */
  const verify = async (changed: Partial<BankAccount> = {}) => {
    const values = { ...form.latestValues.current, ...changed };
    if (!values.accountNumber) return;
    const checked = checkBankAccount(values);
    if (!checked.value) {
      form.showErrors(checked.errors);
      return;
    }
    const account = checked.value;
    const key = `${account.bankCode}:${account.accountNumber}`;
    const known = lookupsRef.current.get(key);
    if (known && known.status !== 'failed') return;

    record({ status: 'checking', key });
    // A check that fails to answer is not a refusal: the server checks again on register.
    const isAvailable = await checkAccount(account)
      .unwrap()
      .catch(() => true);
    if (!isAvailable) {
      record({ status: 'taken', key });
      return;
    }
    try {
      const answer = await lookUpName(account).unwrap();
      record(answer.mode === 'found' ? { status: 'found', key, accountName: answer.accountName } : { status: 'manual', key });
    } catch (error) {
      record({ status: 'failed', key, message: getErrorMessage(error) });
    }
  };

  const currentKey = readKey(form.values);
  const current = (currentKey === null ? undefined : lookups.get(currentKey)) ?? null;
  const nameSource: AccountNameSource =
    current?.status === 'found' ? { mode: 'found', accountName: current.accountName } : current?.status === 'manual' ? { mode: 'manual' } : null;

  const refusal = current?.status === 'taken' ? errorCatalog.BANK_ACCOUNT_TAKEN.message : null;

  return { lookup: current, nameSource, refusal, verify };
}

export type AccountName = ReturnType<typeof useAccountName>;
