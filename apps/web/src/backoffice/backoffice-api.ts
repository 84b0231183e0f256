import { createApi } from '@reduxjs/toolkit/query/react';
import { backofficeBaseQuery } from './backoffice-base-query';

/**
 * The operator console's RTK Query API, apart from the member site's `api`: its own cache, its
 * own token, its own session rules. Screens add endpoints with `injectEndpoints`, one file per
 * endpoint; `install-backoffice-store.ts` adds it to the store when the console's chunk loads.
 */
export const backofficeApi = createApi({
  reducerPath: 'backofficeApi',
  baseQuery: backofficeBaseQuery,
  tagTypes: ['Brands', 'Today', 'Withdrawals', 'AuditLog', 'Deposits', 'Settings', 'Promotions', 'Content', 'Games', 'Reports'],
  endpoints: () => ({}),
});
