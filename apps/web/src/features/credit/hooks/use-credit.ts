import { useCallback, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectRetryCount } from '@/lib/app-status-slice';
import { useOnPageReturn } from '@/lib/use-on-page-return';
import { CREDIT_CACHE_KEY, useGetCreditMutation } from '../api/get-credit';
import { takeEarlyCreditRead } from '../api/read-credit-early';

export interface CreditState {
  /** The latest known balance; kept on screen while a refresh is under way. */
  balanceSatang: number | null;
  isLoading: boolean;
  error: unknown;
  refresh: () => void;
}

/** `username` null: the frame drawn before the session is read, which asks for nothing (a placeholder). */
export function useCredit(username: string | null): CreditState {
  const [fetchCredit, result] = useGetCreditMutation({ fixedCacheKey: CREDIT_CACHE_KEY });
  const retryCount = useSelector(selectRetryCount);

  // A new request empties the cache slot; remembering the last balance avoids a flash of skeleton.
  const [lastBalanceSatang, setLastBalanceSatang] = useState<number | null>(null);
  const currentBalanceSatang = result.data?.balanceSatang;
  if (currentBalanceSatang !== undefined && currentBalanceSatang !== lastBalanceSatang) {
    setLastBalanceSatang(currentBalanceSatang);
  }

  const refresh = useCallback(() => {
    if (username !== null) void fetchCredit({ username });
  }, [fetchCredit, username]);

  // Load on arrival, and again whenever the connection banner's retry is pressed. The first
  // display of a page the app opened on finds its read already under way (read-credit-early.ts).
  useEffect(() => {
    if (username === null || takeEarlyCreditRead(username)) return;
    refresh();
  }, [refresh, retryCount, username]);

  // Money moves elsewhere too: a game played in another tab leaves this balance stale. The
  // balance is a mutation (see get-credit.ts), which RTK Query's refetchOnFocus does not reach.
  useOnPageReturn(refresh);

  return {
    balanceSatang: currentBalanceSatang ?? lastBalanceSatang,
    isLoading: result.isLoading,
    error: result.isError ? result.error : null,
    refresh,
  };
}
