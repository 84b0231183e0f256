import { useRef, useState } from 'react';
import { getErrorMessage, isApiFailure, type ApiFailure } from '@/lib/api-client';
import { toRequestAmount } from '@/lib/baht-amount';
import { useWithdrawAffiliateBonusMutation, type AffiliateWithdrawalReceipt, type AffiliateWithdrawalType } from '../api/withdraw-affiliate-bonus';

export type AffiliateWithdrawOutcome =
  | { receipt: AffiliateWithdrawalReceipt; failure: null; message: null }
  | { receipt: null; failure: ApiFailure | null; message: string };

interface Attempt {
  key: string;
  type: AffiliateWithdrawalType;
  amount: string;
}

/**
 * Sends one move out of the affiliate balance per press and turns every answer into an outcome the
 * form can show. An attempt keeps its idempotency key until the server answers it: a request that
 * got no answer may have been accepted, so pressing again repeats that attempt instead of moving
 * the money twice. A key names one body, so another amount or type is a new attempt.
 */
export function useAffiliateWithdrawal(username: string) {
  const [withdraw] = useWithdrawAffiliateBonusMutation();
  const [sendingType, setSendingType] = useState<AffiliateWithdrawalType | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const isSendingRef = useRef(false);

  /** Resolves to null, sending nothing, while an earlier press is still waiting for its answer. */
  const send = async (type: AffiliateWithdrawalType, amountSatang: number): Promise<AffiliateWithdrawOutcome | null> => {
    if (isSendingRef.current) return null;
    const amount = toRequestAmount(amountSatang);
    const current = attempt.current?.type === type && attempt.current.amount === amount ? attempt.current : { key: crypto.randomUUID(), type, amount };
    attempt.current = current;
    isSendingRef.current = true;
    setSendingType(type);
    try {
      const receipt = await withdraw({ username, amount, type, idempotencyKey: current.key }).unwrap();
      attempt.current = null;
      return { receipt, failure: null, message: null };
    } catch (error) {
      const failure = isApiFailure(error) ? error : null;
      if (failure?.kind === 'http') attempt.current = null;
      return { receipt: null, failure, message: getErrorMessage(error) };
    } finally {
      isSendingRef.current = false;
      setSendingType(null);
    }
  };

  return { send, sendingType };
}
