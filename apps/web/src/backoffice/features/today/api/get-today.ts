import { todayResponseSchema, type TodayOverview } from '@app/contract/admin-reports';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { ApiReply } from '@/lib/api-reply';

/** `GET /api/admin/brands/{brandId}/today`: the brand's figures of the Bangkok day so far and every waiting queue. */
export const getTodayApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    getToday: build.query<TodayOverview, string>({
      query: (brandId) => ({ path: `/api/admin/brands/${encodeURIComponent(brandId)}/today` }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? todayResponseSchema.parse(raw) : (raw as ApiReply<typeof todayResponseSchema>)).data,
      providesTags: ['Today'],
    }),
  }),
});

export const { useGetTodayQuery } = getTodayApi;
