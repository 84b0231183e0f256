import type { ApiRequest } from '@/lib/api-client';

/**
 * The member's credit balance call, as the app sends it (get-credit.ts) and as the dashboard's
 * frame sends it before the app has arrived (early/paint-balance-early.ts). No store, no schemas:
 * the frame's early script carries this file alone.
 */
export function creditCall(username: string) {
  return {
    path: `/api/auth/user/getCredit/${encodeURIComponent(username)}`,
    method: 'POST',
    body: { balanceType: 'credit' },
  } as const satisfies ApiRequest;
}
