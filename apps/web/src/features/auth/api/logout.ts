import { okResponseSchema } from '@app/contract/auth';
import { baseApi } from '@/lib/base-api';

export const logoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<true, void>({
      query: () => ({ path: '/api/auth/logout', method: 'POST' }),
      transformResponse: (raw: unknown) => okResponseSchema.parse(raw).success,
    }),
  }),
});

export const { useLogoutMutation } = logoutApi;
