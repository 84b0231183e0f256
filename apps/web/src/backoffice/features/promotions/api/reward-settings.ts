import { rewardSettingsResponseSchema, type RewardSettings } from '@app/contract/admin-loyalty';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

const REWARD_SETTINGS_TAG = { type: 'Promotions', id: 'reward-settings' } as const;

/**
 * `GET /api/admin/brands/{brandId}/reward-settings` (every role) and `PATCH` (admin, audited):
 * check-in on or off, points per deposit, and the wheel's and flip card's draws.
 */
export const rewardSettingsApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getRewardSettings: build.query<RewardSettings, string>({
      query: (brandId) => ({ path: brandAdminPath(brandId, 'reward-settings') }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? rewardSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof rewardSettingsResponseSchema>)).data,
      providesTags: [REWARD_SETTINGS_TAG],
    }),
    updateRewardSettings: build.mutation<RewardSettings, { brandId: string; changes: Partial<RewardSettings> }>({
      query: ({ brandId, changes }) => ({ path: brandAdminPath(brandId, 'reward-settings'), method: 'PATCH', body: changes }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? rewardSettingsResponseSchema.parse(raw) : (raw as ApiReply<typeof rewardSettingsResponseSchema>)).data,
      invalidatesTags: [REWARD_SETTINGS_TAG],
    }),
  }),
});

export const { useGetRewardSettingsQuery, useUpdateRewardSettingsMutation } = rewardSettingsApi;
