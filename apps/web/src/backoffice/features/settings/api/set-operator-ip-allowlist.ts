import { operatorIpAllowlistSchema } from '@app/contract/admin';
import { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

const allowlistResponseSchema = z.object({ data: operatorIpAllowlistSchema });

/**
 * `PUT /api/admin/brands/{brandId}/operator-ip-allowlist`: the whole list; empty allows any
 * address. A list without the saving operator's own address is refused, so nobody locks
 * themselves out. Answers the list as saved (repeats once).
 */
export const setOperatorIpAllowlistApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setOperatorIpAllowlist: build.mutation<string[], { brandId: string; entries: string[] }>({
      query: ({ brandId, entries }) => ({ path: brandSettingsPath(brandId, 'operator-ip-allowlist'), method: 'PUT', body: { entries } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? allowlistResponseSchema.parse(raw) : (raw as ApiReply<typeof allowlistResponseSchema>)).data.entries,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useSetOperatorIpAllowlistMutation } = setOperatorIpAllowlistApi;
