import { approveWithdrawalRequestSchema, failWithdrawalRequestSchema, rejectWithdrawalRequestSchema, type WithdrawalStatus } from '@app/contract/withdrawals';

/** The three decisions an operator makes on a withdrawal, each with the one text it needs. */
export type DecisionKind = 'approve' | 'reject' | 'fail';

/**
 * The decisions a withdrawal in this state can still take: a failed payout can only be rejected
 * (the member asks to retry it; the API approves only pending ones); decided ones none.
 */
export function decisionsFor(status: WithdrawalStatus): DecisionKind[] {
  if (status === 'pending') return ['approve', 'reject', 'fail'];
  if (status === 'failed') return ['reject'];
  return [];
}

interface DecisionKindText {
  /** The request field the text goes to, which is also the field a server refusal names. */
  field: 'bankReference' | 'reason';
  title: 'withdrawals.dialog.approveTitle' | 'withdrawals.dialog.rejectTitle' | 'withdrawals.dialog.failTitle';
  label: 'withdrawals.dialog.bankReference' | 'withdrawals.dialog.rejectReason' | 'withdrawals.dialog.failReason';
  hint: 'withdrawals.dialog.bankReferenceHint' | 'withdrawals.dialog.rejectHint' | 'withdrawals.dialog.failHint';
  required: 'withdrawals.dialog.bankReferenceRequired' | 'withdrawals.dialog.reasonRequired';
  confirm: 'withdrawals.dialog.confirmApprove' | 'withdrawals.dialog.confirmReject' | 'withdrawals.dialog.confirmFail';
}

export const DECISION_TEXTS: Record<DecisionKind, DecisionKindText> = {
  approve: {
    field: 'bankReference',
    title: 'withdrawals.dialog.approveTitle',
    label: 'withdrawals.dialog.bankReference',
    hint: 'withdrawals.dialog.bankReferenceHint',
    required: 'withdrawals.dialog.bankReferenceRequired',
    confirm: 'withdrawals.dialog.confirmApprove',
  },
  reject: {
    field: 'reason',
    title: 'withdrawals.dialog.rejectTitle',
    label: 'withdrawals.dialog.rejectReason',
    hint: 'withdrawals.dialog.rejectHint',
    required: 'withdrawals.dialog.reasonRequired',
    confirm: 'withdrawals.dialog.confirmReject',
  },
  fail: {
    field: 'reason',
    title: 'withdrawals.dialog.failTitle',
    label: 'withdrawals.dialog.failReason',
    hint: 'withdrawals.dialog.failHint',
    required: 'withdrawals.dialog.reasonRequired',
    confirm: 'withdrawals.dialog.confirmFail',
  },
};

/** Checks the typed text with the contract's own schema, so the dialog refuses exactly what the API would. */
export function isDecisionTextValid(kind: DecisionKind, text: string): boolean {
  if (kind === 'approve') return approveWithdrawalRequestSchema.safeParse({ bankReference: text }).success;
  const schema = kind === 'reject' ? rejectWithdrawalRequestSchema : failWithdrawalRequestSchema;
  return schema.safeParse({ reason: text }).success;
}
