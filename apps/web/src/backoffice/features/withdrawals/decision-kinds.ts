import { approveWithdrawalRequestSchema, failWithdrawalRequestSchema, rejectWithdrawalRequestSchema, type WithdrawalStatus } from '@app/contract/withdrawals';

/**
 * The decisions an operator makes on a withdrawal: three with the one text each needs, and the
 * retry of a failed payout, which needs none (the dialog only confirms it).
 */
export type DecisionKind = 'approve' | 'reject' | 'fail' | 'retry';

/**
 * The decisions a withdrawal in this state can still take: a failed payout can be tried again
 * (back to pending, as the member may ask) or rejected; decided ones none.
 */
export function decisionsFor(status: WithdrawalStatus): DecisionKind[] {
  if (status === 'pending') return ['approve', 'reject', 'fail'];
  if (status === 'failed') return ['retry', 'reject'];
  return [];
}

/** The text a decision needs, typed in the dialog. */
interface DecisionInput {
  /** The request field the text goes to, which is also the field a server refusal names. */
  field: 'bankReference' | 'reason';
  label: 'withdrawals.dialog.bankReference' | 'withdrawals.dialog.rejectReason' | 'withdrawals.dialog.failReason';
  required: 'withdrawals.dialog.bankReferenceRequired' | 'withdrawals.dialog.reasonRequired';
}

interface DecisionKindText {
  title: 'withdrawals.dialog.approveTitle' | 'withdrawals.dialog.rejectTitle' | 'withdrawals.dialog.failTitle' | 'withdrawals.dialog.retryTitle';
  hint: 'withdrawals.dialog.bankReferenceHint' | 'withdrawals.dialog.rejectHint' | 'withdrawals.dialog.failHint' | 'withdrawals.dialog.retryHint';
  confirm: 'withdrawals.dialog.confirmApprove' | 'withdrawals.dialog.confirmReject' | 'withdrawals.dialog.confirmFail' | 'withdrawals.dialog.confirmRetry';
  /** Null for a decision that is only confirmed. */
  input: DecisionInput | null;
}

export const DECISION_TEXTS: Record<DecisionKind, DecisionKindText> = {
  approve: {
    title: 'withdrawals.dialog.approveTitle',
    hint: 'withdrawals.dialog.bankReferenceHint',
    confirm: 'withdrawals.dialog.confirmApprove',
    input: { field: 'bankReference', label: 'withdrawals.dialog.bankReference', required: 'withdrawals.dialog.bankReferenceRequired' },
  },
  reject: {
    title: 'withdrawals.dialog.rejectTitle',
    hint: 'withdrawals.dialog.rejectHint',
    confirm: 'withdrawals.dialog.confirmReject',
    input: { field: 'reason', label: 'withdrawals.dialog.rejectReason', required: 'withdrawals.dialog.reasonRequired' },
  },
  fail: {
    title: 'withdrawals.dialog.failTitle',
    hint: 'withdrawals.dialog.failHint',
    confirm: 'withdrawals.dialog.confirmFail',
    input: { field: 'reason', label: 'withdrawals.dialog.failReason', required: 'withdrawals.dialog.reasonRequired' },
  },
  retry: {
    title: 'withdrawals.dialog.retryTitle',
    hint: 'withdrawals.dialog.retryHint',
    confirm: 'withdrawals.dialog.confirmRetry',
    input: null,
  },
};

/** Checks the typed text with the contract's own schema, so the dialog refuses exactly what the API would. */
export function isDecisionTextValid(kind: DecisionKind, text: string): boolean {
  if (kind === 'retry') return true;
  if (kind === 'approve') return approveWithdrawalRequestSchema.safeParse({ bankReference: text }).success;
  const schema = kind === 'reject' ? rejectWithdrawalRequestSchema : failWithdrawalRequestSchema;
  return schema.safeParse({ reason: text }).success;
}
