import { realityCheckSettingResponseSchema, type RealityCheckSetting } from '@app/contract/reality-check';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';
import { getRealityCheckApi } from './get-reality-check';

/** Saves the member's interval; it is in force at once, for the next reminder of this session too. */
export const setRealityCheckApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setRealityCheck: build.mutation<RealityCheckSetting, RealityCheckSetting>({
      query: (setting) => ({ path: '/api/auth/protection/reality-check', method: 'PUT', body: setting }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? realityCheckSettingResponseSchema.parse(raw) : (raw as ApiReply<typeof realityCheckSettingResponseSchema>)).data,
      async onQueryStarted(_setting, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getRealityCheckApi.util.upsertQueryData('getRealityCheck', undefined, data));
        } catch {
          // The card shows the refusal and keeps the saved choice.
        }
      },
    }),
  }),
});

export const { useSetRealityCheckMutation } = setRealityCheckApi;
