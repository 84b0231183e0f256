import { formatBaht, MAX_AMOUNT_SATANG, parseBahtToSatang } from '@app/contract/money-format';

/**
 * What a member types into a baht amount field, read the same way on every money screen. Screens
 * add their own rules (a withdrawal's tier maximum) on top of this check.
 */
export type BahtAmountProblem = 'required' | 'invalid';

export type BahtAmountCheck = { isValid: true; amountSatang: number } | { isValid: false; problem: BahtAmountProblem };

/** Accepts baht with up to two decimals and optional digit grouping, above zero and within one request's maximum. */
export function checkBahtAmount(text: string): BahtAmountCheck {
  if (!text.trim()) return { isValid: false, problem: 'required' };
  const amountSatang = parseBahtToSatang(text);
  if (amountSatang === null || amountSatang <= 0 || amountSatang > MAX_AMOUNT_SATANG) return { isValid: false, problem: 'invalid' };
  return { isValid: true, amountSatang };
}

/** Keeps what can be part of a baht amount, so a pasted "฿1,500.50 บาท" still works. */
export function keepAmountCharacters(text: string): string {
  return text.replace(/[^\d.,]/g, '');
}

/** 150050 -> "1500.50": the exact amount as the text the API takes, without digit grouping. */
export function toRequestAmount(amountSatang: number): string {
  return formatBaht(amountSatang).replaceAll(',', '');
}

/** Whole baht for a short label: 100000 -> "1,000"; an amount with satang keeps them. */
export function formatWholeBaht(amountSatang: number): string {
  return formatBaht(amountSatang).replace(/\.00$/, '');
}
