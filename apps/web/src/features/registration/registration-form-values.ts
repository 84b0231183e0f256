import type { z } from 'zod';
import { ageOnDay, MINIMUM_AGE } from '@app/contract/age';
import { bankAccountSchema, registerStep1Schema, registerStep2Schema, type RegisterRequest } from '@app/contract/registration';
import type { BankAccount } from './api/check-bank-account';

/** What the two steps hold, exactly as typed, so going back and forth or a refusal loses nothing. */
export interface RegistrationValues {
  phone: string;
  bankCode: string;
  accountNumber: string;
  /** Typed by the member only when the bank name look-up answers 'manual'. */
  accountName: string;
  /** The "name matches the bank book" box, required with a typed name. */
  isNameConfirmed: boolean;
  username: string;
  password: string;
  confirmPassword: string;
  afCode: string;
  isAdultConfirmed: boolean;
  /** 'YYYY-MM-DD' once day, month and year are chosen; '' until then. */
  dateOfBirth: string;
}

export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Step 2's fields in screen order: the first one with an error takes the focus. */
export const ACCOUNT_STEP_FIELDS = [
  'bankCode',
  'accountNumber',
  'accountName',
  'isNameConfirmed',
  'username',
  'password',
  'confirmPassword',
  'afCode',
  'dateOfBirth',
  'isAdultConfirmed',
] as const satisfies readonly RegistrationField[];

export function isRegistrationField(value: unknown): value is RegistrationField {
  return value === 'phone' || (ACCOUNT_STEP_FIELDS as readonly unknown[]).includes(value);
}

export function createEmptyValues(afCode = ''): RegistrationValues {
  return {
    phone: '',
    bankCode: '',
    accountNumber: '',
    accountName: '',
    isNameConfirmed: false,
    username: '',
    password: '',
    confirmPassword: '',
    afCode,
    isAdultConfirmed: false,
    dateOfBirth: '',
  };
}

/** The first message of each field the contract's schema refuses. */
function collectErrors(error: z.ZodError): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const issue of error.issues) {
    const [field] = issue.path;
    if (isRegistrationField(field)) errors[field] ??= issue.message;
  }
  return errors;
}

export type Checked<T> = { value: T; errors: null } | { value: null; errors: RegistrationErrors };

/** Step 1: a Thai mobile number; spaces and dashes typed are dropped. */
export function checkPhoneStep(phone: string): Checked<string> {
  const parsed = registerStep1Schema.safeParse({ phone });
  return parsed.success ? { value: parsed.data.phone, errors: null } : { value: null, errors: collectErrors(parsed.error) };
}

/** The bank and account number alone, with the length the chosen bank issues. */
export function checkBankAccount(values: Pick<RegistrationValues, 'bankCode' | 'accountNumber'>): Checked<BankAccount> {
  const parsed = bankAccountSchema.safeParse({ bankCode: values.bankCode, accountNumber: values.accountNumber });
  return parsed.success ? { value: parsed.data, errors: null } : { value: null, errors: collectErrors(parsed.error) };
}

/** Where the account holder's name comes from: the bank ('found'), the member ('manual'), or not known yet. */
export type AccountNameSource = { mode: 'found'; accountName: string } | { mode: 'manual' } | null;

export type AccountStepRequest = Omit<RegisterRequest, 'phone' | 'teamCode' | 'marketingCode'>;

/**
 * Step 2, checked with the contract's own schema so the form refuses exactly what the server
 * would, plus the rules of the name: it must be known, and a typed one must be confirmed
 * (`texts.nameConfirmRequired` is that refusal's text), and the age on Bangkok's `today`. While the name is not known yet nothing is said
 * about it, since there is nothing to type: the value is null with the other fields' errors, if any.
 */
export function checkAccountStep(
  values: RegistrationValues,
  nameSource: AccountNameSource,
  texts: { nameConfirmRequired: string; underAge: string },
  today: string,
): Checked<AccountStepRequest> {
  const parsed = registerStep2Schema.safeParse({
    bankCode: values.bankCode,
    accountNumber: values.accountNumber,
    accountName: nameSource?.mode === 'found' ? nameSource.accountName : values.accountName,
    username: values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    afCode: values.afCode.trim(),
    isAdultConfirmed: values.isAdultConfirmed,
    dateOfBirth: values.dateOfBirth,
  });
  const errors = parsed.success ? {} : collectErrors(parsed.error);
  // The server judges the age too, by its own clock; this spares a member under 20 the round trip.
  if (!errors.dateOfBirth && values.dateOfBirth && ageOnDay(values.dateOfBirth, today) < MINIMUM_AGE) errors.dateOfBirth = texts.underAge;
  if (!nameSource) delete errors.accountName;
  if (nameSource?.mode === 'manual' && !values.isNameConfirmed) errors.isNameConfirmed = texts.nameConfirmRequired;
  if (!parsed.success || !nameSource || Object.keys(errors).length > 0) return { value: null, errors };
  // An empty inviter code means none: it is left out of the request.
  const { afCode, ...request } = parsed.data;
  return { value: afCode ? { ...request, afCode } : request, errors: null };
}
