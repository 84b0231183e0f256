import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@app/contract/auth';
import { baseApi } from '@/lib/base-api';

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      // A 401 here means a wrong password, which the form shows; it is not an ended session.
      query: (credentials) => ({ path: '/api/auth/login', method: 'POST', body: credentials, isSessionErrorExpected: true }),
      transformResponse: (raw: unknown) => loginResponseSchema.parse(raw),
    }),
  }),
});

export const { useLoginMutation } = loginApi;
