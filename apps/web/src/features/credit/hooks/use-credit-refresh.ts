import { useCallback } from 'react';
import { CREDIT_CACHE_KEY, useGetCreditMutation } from '../api/get-credit';

const selectNothing = () => ({});

/**
 * Asks the server for the balance again, for screens where something else just moved money (a
 * withdrawal). It writes to the same cache slot as every credit card, so they all show the new
 * balance; unlike useCredit it sends nothing when it mounts.
 */
export function useCreditRefresh(username: string | null): () => void {
  // It selects nothing of the shared request's state: a screen that only sends the request does
  // not draw itself again each time the balance is asked for and arrives (the dashboard, whole).
  const [fetchCredit] = useGetCreditMutation({ fixedCacheKey: CREDIT_CACHE_KEY, selectFromResult: selectNothing });
  return useCallback(() => {
    // No member yet (the dashboard's frame, drawn before the session is read): nothing to ask for.
    if (username !== null) void fetchCredit({ username });
  }, [fetchCredit, username]);
}
