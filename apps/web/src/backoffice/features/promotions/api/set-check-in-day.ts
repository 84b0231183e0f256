import { adminCheckInDayResponseSchema } from '@app/contract/admin-loyalty';
import type { Reward } from '@app/contract/rewards/reward';
import { backofficeApi } from '@/backoffice/backoffice-api';
import type { CheckInDay } from './list-check-in-days';
import { brandAdminPath } from './promotion-paths';
import type { ApiReply } from '@/lib/api-reply';

/** `PUT /api/admin/brands/{brandId}/check-in-days/{day}` (admin): what checking in on that day of any month gives. */
export const setCheckInDayApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setCheckInDay: build.mutation<CheckInDay, { brandId: string; day: number; reward: Reward }>({
      query: ({ brandId, day, reward }) => ({ path: brandAdminPath(brandId, `check-in-days/${day}`), method: 'PUT', body: { reward } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminCheckInDayResponseSchema.parse(raw) : (raw as ApiReply<typeof adminCheckInDayResponseSchema>)).data,
      invalidatesTags: [{ type: 'Promotions', id: 'check-in-days' }],
    }),
  }),
});

export const { useSetCheckInDayMutation } = setCheckInDayApi;
