import { getErrorMessage, isApiFailure, type ApiFailure } from '@/lib/api-client';
import { useRequestWithdrawalMutation, type WithdrawalReceipt, type WithdrawalRequest } from '../api/request-withdrawal';

export type WithdrawOutcome = { receipt: WithdrawalReceipt; failure: null; message: null } | { receipt: null; failure: ApiFailure | null; message: string };

/** Sends one withdrawal request and turns every answer into an outcome the form can show. */
export function useRequestWithdrawal() {
  const [requestWithdrawal, { isLoading }] = useRequestWithdrawalMutation();

  const submit = async (request: WithdrawalRequest): Promise<WithdrawOutcome> => {
    try {
      const receipt = await requestWithdrawal(request).unwrap();
      return { receipt, failure: null, message: null };
    } catch (error) {
      return { receipt: null, failure: isApiFailure(error) ? error : null, message: getErrorMessage(error) };
    }
  };

  return { submit, isLoading };
}
