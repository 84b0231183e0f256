/**
 * A bank account number written the way Thai banks print it, so a member can check it against
 * their banking app digit group by digit group. Ten-digit numbers (most banks) read
 * "xxx-x-xxxxx-x"; other lengths have no single customary grouping and are shown as digits.
 */
export function formatBankAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length !== 10) return digits || accountNumber;
  return `${digits.slice(0, 3)}-${digits.slice(3, 4)}-${digits.slice(4, 9)}-${digits.slice(9)}`;
}

/** The digits alone, which is what a banking app accepts when the number is pasted. */
export function bankAccountDigits(accountNumber: string): string {
  return accountNumber.replace(/\D/g, '');
}
