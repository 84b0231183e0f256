import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@app/contract/auth';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // A 401 here means a wrong password, which the form shows; it is not an ended session.
      query: (credentials) => ({ path: '/api/auth/login', method: 'POST', body: credentials, isSessionErrorExpected: true }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? loginResponseSchema.parse(raw) : (raw as ApiReply<typeof loginResponseSchema>)),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
