/**
 * A member's bank account as the member site shows it: only the last four digits, behind a mask
 * of one fixed shape. The fixed shape hides the length of the number as well as its digits, and
 * it is the shape Thai banking apps use, so members recognise it.
 */
export const BANK_ACCOUNT_MASK = 'xxx-x-x';

/** "1234567890" or "123-4-56789-0" -> "xxx-x-x7890". */
export function maskBankAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${BANK_ACCOUNT_MASK}${digits.slice(-4)}`;
}
