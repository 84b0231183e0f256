import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-client';

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
  endpoints: () => ({}),
});
