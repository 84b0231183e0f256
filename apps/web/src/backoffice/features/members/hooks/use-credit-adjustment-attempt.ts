import { useRef } from 'react';
import { isApiFailure, type ApiFailure } from '@/lib/api-client';
import { useAdjustMemberCreditMutation, type CreditAdjustmentReceipt } from '../api/adjust-member-credit';
import type { MemberKey } from '../api/member-tags';
import type { CreditAdjustmentDraft } from '../credit-adjustment-form-values';

export type AdjustmentOutcome =
  | { receipt: CreditAdjustmentReceipt; error: null; failure: null }
  /** `error` as RTK Query gave it, for the screen's error text; `failure` when it is an API failure. */
  | { receipt: null; error: unknown; failure: ApiFailure | null };

/**
 * Sends credit adjustments with one idempotency key per attempt. The key is kept while an attempt
 * got no answer (a time-out may still have moved the money), so pressing again retries that same
 * attempt instead of adjusting twice; it is dropped once the server answered or the form changed.
 */
export function useCreditAdjustmentAttempt(member: MemberKey) {
  const [adjustMemberCredit, { isLoading }] = useAdjustMemberCreditMutation();
  const attemptKey = useRef<string | null>(null);
  const isSending = useRef(false);

  const forgetAttempt = () => {
    attemptKey.current = null;
  };

  /** Answers null when an attempt is already on its way: a second press sends nothing. */
  const submit = async (draft: CreditAdjustmentDraft): Promise<AdjustmentOutcome | null> => {
    if (isSending.current) return null;
    isSending.current = true;
    attemptKey.current ??= crypto.randomUUID();
    try {
      const receipt = await adjustMemberCredit({ ...member, ...draft, idempotencyKey: attemptKey.current }).unwrap();
      attemptKey.current = null;
      return { receipt, error: null, failure: null };
    } catch (error) {
      const failure = isApiFailure(error) ? error : null;
      if (failure?.kind === 'http') attemptKey.current = null;
      return { receipt: null, error, failure };
    } finally {
      isSending.current = false;
    }
  };

  return { submit, forgetAttempt, isSending: isLoading };
}
