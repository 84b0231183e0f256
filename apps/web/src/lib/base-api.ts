import { buildCreateApi, coreModule, createApi as createBrowserApi, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-client';
import { isPageRepliesArrival } from './page-replies';

/**
 * In the server's build (server/draw-page.tsx) a screen's query hook starts its call while the
 * screen renders, since a server runs no effects: the server renders, waits for the calls the
 * screens started, and renders again with their replies. The browser's build starts calls in
 * effects, as RTK Query's hooks always do.
 */
const createApi = import.meta.env.SSR ? buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true })) : createBrowserApi;

/**
 * Every tag type of the API's cache, in one list: the API is made with it, and a retry after a
 * connection problem invalidates all of it to refetch everything on screen. (Two copies of the
 * list once drifted apart, and the retry left the member's play limits stale.)
 */
export const ALL_TAG_TYPES = [
  'Settings',
  'WebsiteStatus',
  'Configuration',
  'User',
  'Withdrawals',
  'DepositAccounts',
  'Deposits',
  'SlipRequests',
  'MemberLevel',
  'GameCatalogue',
  'RecentGames',
  'WinLoss',
  'LossReturns',
  'HousePlay',
  'HouseRounds',
  'CheckIn',
  'Announcements',
  'MediaVideos',
  'PromotionBanners',
  'RewardCatalogue',
  'RewardHistory',
  'Address',
  'PrizeBoard',
  'PrizeDrawLog',
  'Affiliate',
  'PlayLimits',
] as const;

/**
 * The single RTK Query API of the app. Features add their endpoints with `injectEndpoints`,
 * one file per endpoint, so this file never has to know about them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ALL_TAG_TYPES,
  // A page drawn on the server carries the replies it was drawn with; they fill the cache before
  // the app takes the page over, so its first render matches what is on screen. The app's shell
  // carries its brand's replies the same way. (Both are this same API's cache in the server's
  // store, so their type is this API's.)
  extractRehydrationInfo(action, { reducerPath }) {
    return isPageRepliesArrival(action) ? (action.payload[reducerPath] as never) : undefined;
  },
  endpoints: () => ({}),
});
