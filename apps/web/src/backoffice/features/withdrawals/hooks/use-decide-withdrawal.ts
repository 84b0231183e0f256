import type { DecidedWithdrawal } from '@app/contract/withdrawals';
import { useApproveWithdrawalMutation } from '../api/approve-withdrawal';
import { useFailWithdrawalMutation } from '../api/fail-withdrawal';
import { useRejectWithdrawalMutation } from '../api/reject-withdrawal';
import { useRetryWithdrawalMutation } from '../api/retry-withdrawal';
import type { WithdrawalKey } from '../api/withdrawal-decision';
import type { DecisionKind } from '../decision-kinds';

/** Sends one decision with its text (the bank reference, or the reason the member will read; none for a retry). */
export function useDecideWithdrawal(kind: DecisionKind) {
  const [approve] = useApproveWithdrawalMutation();
  const [reject] = useRejectWithdrawalMutation();
  const [fail] = useFailWithdrawalMutation();
  const [retry] = useRetryWithdrawalMutation();

  const decide = (key: WithdrawalKey, text: string): Promise<DecidedWithdrawal> => {
    if (kind === 'approve') return approve({ ...key, bankReference: text.trim() }).unwrap();
    if (kind === 'reject') return reject({ ...key, reason: text.trim() }).unwrap();
    if (kind === 'retry') return retry(key).unwrap();
    return fail({ ...key, reason: text.trim() }).unwrap();
  };

  return { decide };
}
