import { checkInResultResponseSchema, type CheckInResult } from '@app/contract/rewards/check-in';
import { baseApi } from '@/lib/base-api';
import { getCheckInStateApi } from './get-check-in-state';
import type { ApiReply } from '@/lib/api-reply';

export type { CheckInResult };

/** Checks the member in for today (Bangkok); the server pays the day's reward once. */
export const checkInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkIn: build.mutation<CheckInResult, void>({
      query: () => ({ path: '/api/auth/game/check-in', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? checkInResultResponseSchema.parse(raw) : (raw as ApiReply<typeof checkInResultResponseSchema>)).data,
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer says all the state needs: the grid marks the day at once, without asking again.
          dispatch(
            getCheckInStateApi.util.updateQueryData('getCheckInState', undefined, (state) => {
              state.today = true;
              state.value = data.gameValue;
              state.tomorrowValue = data.gameValueTomorrow;
              if (!state.data.some((entry) => entry.id === data.entry.id)) state.data.push(data.entry);
            }),
          );
        } catch {
          // The dialog shows the refusal and asks for the state again when it may have changed.
        }
      },
    }),
  }),
});

export const { useCheckInMutation } = checkInApi;
