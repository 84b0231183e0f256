import { okResponseSchema } from '@app/contract/auth';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<true, void>({
      query: () => ({ path: '/api/auth/logout', method: 'POST' }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? okResponseSchema.parse(raw) : (raw as ApiReply<typeof okResponseSchema>)).success,
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
