import { websiteStatusResponseSchema, type WebsiteStatus } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const getWebsiteStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebsiteStatus: build.query<WebsiteStatus, void>({
      query: () => ({ path: '/api/setting/operational/website' }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? websiteStatusResponseSchema.parse(raw) : (raw as ApiReply<typeof websiteStatusResponseSchema>)).data.websiteStatus,
      providesTags: ['WebsiteStatus'],
    }),
  }),
});

export const { useGetWebsiteStatusQuery } = getWebsiteStatusApi;
