import { fourEyesStateSchema, type FourEyesState } from '@app/contract/admin';
import { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

const fourEyesResponseSchema = z.object({ data: fourEyesStateSchema });

/**
 * `PUT /api/admin/brands/{brandId}/four-eyes`: withdrawals above the threshold need two finance
 * operators; null turns it off. A weaker rule (off, or higher) waits for a second admin (202).
 */
export const setFourEyesThresholdApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setFourEyesThreshold: build.mutation<FourEyesState, { brandId: string; thresholdSatang: number | null }>({
      query: ({ brandId, thresholdSatang }) => ({ path: brandSettingsPath(brandId, 'four-eyes'), method: 'PUT', body: { thresholdSatang } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? fourEyesResponseSchema.parse(raw) : (raw as ApiReply<typeof fourEyesResponseSchema>)).data,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useSetFourEyesThresholdMutation } = setFourEyesThresholdApi;
