import { websiteStatusResponseSchema, type WebsiteStatus } from '@app/contract/settings';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

/** `PUT /api/admin/brands/{brandId}/website-status`: MA sends every member page to the maintenance page. */
export const setWebsiteStatusApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setWebsiteStatus: build.mutation<WebsiteStatus, { brandId: string; websiteStatus: WebsiteStatus }>({
      query: ({ brandId, websiteStatus }) => ({ path: brandSettingsPath(brandId, 'website-status'), method: 'PUT', body: { websiteStatus } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? websiteStatusResponseSchema.parse(raw) : (raw as ApiReply<typeof websiteStatusResponseSchema>)).data.websiteStatus,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useSetWebsiteStatusMutation } = setWebsiteStatusApi;
