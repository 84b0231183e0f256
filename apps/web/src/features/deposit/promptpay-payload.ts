import { anyId } from 'promptparse/generate';
import type { BrandBankAccount } from '@app/contract/deposits';
import { SATANG_PER_BAHT } from '@app/contract/money-format';

/**
 * The text of a Thai QR Payment (PromptPay AnyID, EMVCo tag 29) for an exact amount, which any
 * Thai banking app scans with the amount filled in. A PromptPay id is a 10-digit mobile number or
 * a 13-digit national or tax id; anything else has no QR, and null is returned.
 */
export function buildPromptPayPayload(promptPayId: string, amountSatang: number): string | null {
  const target = promptPayId.replace(/\D/g, '');
  const type = target.length === 10 ? 'MSISDN' : target.length === 13 ? 'NATID' : null;
  if (!type || !Number.isSafeInteger(amountSatang) || amountSatang <= 0) return null;
  // The library takes baht as a number and prints it with two decimals. Whole satang divided by
  // 100 is the double nearest the exact amount, which prints back exactly, so no satang is lost.
  return anyId({ type, target, amount: amountSatang / SATANG_PER_BAHT });
}

/** A brand account that can be paid by PromptPay, with the id its QR is made for. */
export type PromptPayAccount = BrandBankAccount & { promptPayId: string };

/** True when the account has a PromptPay id a QR can be made for. */
export function isPromptPayAccount(account: BrandBankAccount): account is PromptPayAccount {
  return account.promptPayId !== null && buildPromptPayPayload(account.promptPayId, 1) !== null;
}
