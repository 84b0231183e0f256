import { adminCheckInDayListResponseSchema } from '@app/contract/admin-loyalty';
import type { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

export type CheckInDay = z.infer<typeof adminCheckInDayListResponseSchema>['data'][number];

/** `GET /api/admin/brands/{brandId}/check-in-days` (every role): days 1 to 31, a day with nothing set as `none`. */
export const listCheckInDaysApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    listCheckInDays: build.query<CheckInDay[], string>({
      query: (brandId) => ({ path: brandAdminPath(brandId, 'check-in-days') }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminCheckInDayListResponseSchema.parse(raw) : (raw as ApiReply<typeof adminCheckInDayListResponseSchema>)).data,
      providesTags: [{ type: 'Promotions', id: 'check-in-days' }],
    }),
  }),
});

export const { useListCheckInDaysQuery } = listCheckInDaysApi;
