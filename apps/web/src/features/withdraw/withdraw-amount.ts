import type { ErrorCode } from '@app/contract/errors';
import type { TierView } from '@app/contract/levels';
import type { ApiFailure } from '@/lib/api-client';
import { checkBahtAmount, type BahtAmountProblem } from '@/lib/baht-amount';

/** The quick-amount chips under the field: 100, 500, 1,000 and 5,000 baht. */
export const QUICK_AMOUNTS_SATANG = [100_00, 500_00, 1_000_00, 5_000_00] as const;

export type AmountCheck = { isValid: true; amountSatang: number } | { isValid: false; problem: BahtAmountProblem };

/** The most this tier (the brand's own) may withdraw in one Bangkok day, or null when the cap is per transaction. */
export function dailyCapOf(tier: TierView): number | null {
  return tier.withdrawCapPer === 'day' ? tier.withdrawCapSatang : null;
}

/** The most one withdrawal may take in this tier, or null when only the daily cap limits it. */
export function maxPerWithdrawalOf(tier: TierView): number | null {
  const dailyCap = dailyCapOf(tier);
  return dailyCap === null || tier.maxAmountSatang < dailyCap ? tier.maxAmountSatang : null;
}

/**
 * Checks the form of what the member typed before anything is sent. Every money rule (balance,
 * turnover, the tier's maximum per withdrawal, the daily count and cap) is the server's, judged in
 * the order docs/decisions.md gives, so the member hears of the same first problem whatever the
 * screen knows: a maximum checked here would be named before a balance that is too low.
 */
export function checkWithdrawAmount(text: string): AmountCheck {
  return checkBahtAmount(text);
}

/** Refusals about the amount itself; the form shows them beside the amount field. */
const AMOUNT_ERROR_CODES: readonly ErrorCode[] = [
  'INSUFFICIENT_FUNDS',
  'WITHDRAWAL_DAILY_CAP_EXCEEDED',
  'WITHDRAWAL_OVER_TRANSACTION_MAX',
  'WITHDRAWAL_DAILY_COUNT_REACHED',
];

export function isAmountFailure(failure: ApiFailure): boolean {
  return failure.field === 'amount' || AMOUNT_ERROR_CODES.some((code) => code === failure.code);
}
