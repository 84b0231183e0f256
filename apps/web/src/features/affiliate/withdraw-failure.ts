import type { ErrorCode } from '@app/contract/errors';
import type { ApiFailure } from '@/lib/api-client';

/**
 * Refusals about the amount itself, shown beside the amount field: too little in the affiliate
 * balance, or (for the bank) over the withdrawal rules' caps and counts.
 */
const AMOUNT_ERROR_CODES: readonly ErrorCode[] = [
  'INSUFFICIENT_FUNDS',
  'WITHDRAWAL_DAILY_CAP_EXCEEDED',
  'WITHDRAWAL_OVER_TRANSACTION_MAX',
  'WITHDRAWAL_DAILY_COUNT_REACHED',
];

export function isAmountFailure(failure: ApiFailure): boolean {
  return failure.field === 'amount' || AMOUNT_ERROR_CODES.some((code) => code === failure.code);
}
