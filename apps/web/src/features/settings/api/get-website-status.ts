import { websiteStatusResponseSchema, type WebsiteStatus } from '@app/contract/settings';
import { baseApi } from '@/lib/base-api';

export const getWebsiteStatusApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getWebsiteStatus: build.query<WebsiteStatus, void>({
      query: () => ({ path: '/api/setting/operational/website' }),
      transformResponse: (raw: unknown) => websiteStatusResponseSchema.parse(raw).data.websiteStatus,
      providesTags: ['WebsiteStatus'],
    }),
  }),
});

export const { useGetWebsiteStatusQuery } = getWebsiteStatusApi;
