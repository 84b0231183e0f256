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
 * Refusals that do not mean the member did anything wrong: the transfer is not on the statement
 * yet, the checking service is down, or the slip is older than the brand allows. An operator can
 * look at each of them, and the server's messages tell the member to ask for that.
 */
const REVIEWABLE_CODES: readonly ErrorCode[] = ['SLIP_NOT_FOUND', 'SLIP_VERIFIER_UNAVAILABLE', 'SLIP_TOO_OLD'];

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
