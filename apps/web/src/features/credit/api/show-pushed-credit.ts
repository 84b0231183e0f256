import { baseApi } from '@/lib/base-api';
import type { CreditBalance } from './get-credit';

/**
 * Puts a balance the server pushed (the live balance stream) where getCredit's replies go: run
 * under the same fixedCacheKey, it takes the credit slot as a getCredit call started at the same
 * moment would, so whichever of a read and a push started last is shown, and every credit
 * display updates without asking the server again.
 */
export const showPushedCreditApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    showPushedCredit: build.mutation<CreditBalance, CreditBalance>({
      queryFn: (balance) => ({ data: balance }),
    }),
  }),
});
