import { useCallback } from 'react';
import { CREDIT_CACHE_KEY, useGetCreditMutation } from '../api/get-credit';

/**
 * Asks the server for the balance again, for screens where something else just moved money (a
 * withdrawal). It writes to the same cache slot as every credit card, so they all show the new
 * balance; unlike useCredit it sends nothing when it mounts.
 */
export function useCreditRefresh(username: string): () => void {
  const [fetchCredit] = useGetCreditMutation({ fixedCacheKey: CREDIT_CACHE_KEY });
  return useCallback(() => {
    void fetchCredit({ username });
  }, [fetchCredit, username]);
}
