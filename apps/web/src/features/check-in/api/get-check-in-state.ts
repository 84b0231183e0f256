import { checkInStateSchema, type CheckInState } from '@app/contract/rewards/check-in';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type { CheckInState };

/** This Bangkok month's check-ins, whether the member has checked in today, and today's and tomorrow's reward. */
export const getCheckInStateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCheckInState: build.query<CheckInState, void>({
      query: () => ({ path: '/api/auth/game/check-in' }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? checkInStateSchema.parse(raw) : (raw as ApiReply<typeof checkInStateSchema>)),
      providesTags: ['CheckIn'],
    }),
  }),
});

export const { useGetCheckInStateQuery } = getCheckInStateApi;
