import type { ErrorCode } from '@app/contract/errors';
import { getErrorMessage, isApiFailure, isConnectionFailure } from '@/lib/api-client';

/** A refused or unanswered slip call, as the slip screen shows it. */
export interface SlipFailure {
  code: string | null;
  /** The server's Thai message, shown as it is; it may name the brand's limits. */
  message: string;
  /** Trying the same photo again may succeed: the connection or the server failed, not the slip. */
  isRetryable: boolean;
  /** An operator can still credit the transfer by hand. */
  canSendForReview: boolean;
}

/**
 * Refusals an operator can still settle by hand: the QR cannot be read (a blurred photo, an ATM
 * slip), the transfer is not on the statement yet, the checking service is down, the slip is older
 * than the brand allows, or it was sent from an account other than the registered one. The member
 * types the amount and the time, which the operator finds in the bank's statement.
 */
const REVIEWABLE_CODES: readonly ErrorCode[] = ['SLIP_UNREADABLE', 'SLIP_NOT_FOUND', 'SLIP_VERIFIER_UNAVAILABLE', 'SLIP_TOO_OLD', 'SLIP_SENDER_MISMATCH'];

export function toSlipFailure(error: unknown): SlipFailure {
  const failure = isApiFailure(error) ? error : null;
  const code = failure?.code ?? null;
  return {
    code,
    message: getErrorMessage(error),
    isRetryable: !failure || isConnectionFailure(failure) || (failure.status ?? 0) >= 500 || code === 'RATE_LIMITED',
    canSendForReview: REVIEWABLE_CODES.some((reviewable) => reviewable === code),
  };
}
