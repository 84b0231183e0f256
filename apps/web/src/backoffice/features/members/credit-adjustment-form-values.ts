import { creditAdjustmentRequestSchema } from '@app/contract/admin';
import { checkBahtAmount, type BahtAmountProblem } from '@/lib/baht-amount';

export type AdjustmentDirection = 'credit' | 'debit';

/** What the form holds: the amount and reason exactly as typed. */
export interface CreditAdjustmentFormValues {
  direction: AdjustmentDirection;
  amountText: string;
  reason: string;
}

export const EMPTY_CREDIT_ADJUSTMENT: CreditAdjustmentFormValues = { direction: 'credit', amountText: '', reason: '' };

export interface CreditAdjustmentErrors {
  amount?: BahtAmountProblem;
  /** The contract's own Thai message. */
  reason?: string;
}

/** Everything of the request but the idempotency key, which belongs to the attempt, not to the form. */
export interface CreditAdjustmentDraft {
  direction: AdjustmentDirection;
  amountSatang: number;
  reason: string;
}

export type CreditAdjustmentCheck = { draft: CreditAdjustmentDraft; errors: null } | { draft: null; errors: CreditAdjustmentErrors };

/**
 * Reads the baht the operator typed as integer satang with the contract's parser (never through a
 * float, so 12.34 is 1234 exactly) and checks the reason with the contract's schema, so the form
 * refuses what the server would.
 */
export function checkCreditAdjustment(values: CreditAdjustmentFormValues): CreditAdjustmentCheck {
  const amount = checkBahtAmount(values.amountText);
  const reason = creditAdjustmentRequestSchema.shape.reason.safeParse(values.reason);
  if (amount.isValid && reason.success) {
    return { draft: { direction: values.direction, amountSatang: amount.amountSatang, reason: reason.data }, errors: null };
  }
  return {
    draft: null,
    errors: {
      amount: amount.isValid ? undefined : amount.problem,
      reason: reason.success ? undefined : reason.error.issues[0]?.message,
    },
  };
}
