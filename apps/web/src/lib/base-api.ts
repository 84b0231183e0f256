import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './api-client';

/**
 * The single RTK Query API of the app. Features add their endpoints with `injectEndpoints`,
 * one file per endpoint, so this file never has to know about them.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
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
  ],
  endpoints: () => ({}),
});

/** Every tag type, so a retry after a connection problem can refetch everything on screen. */
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
] as const;
