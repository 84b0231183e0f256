import { loginResponseSchema, type LoginResponse } from '@app/contract/auth';
import type { RegisterRequest } from '@app/contract/registration';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** Creates the member; the answer is a login (token and profile), so the new member is signed in at once. */
export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<LoginResponse, RegisterRequest>({
      query: (request) => ({ path: '/api/user/register', method: 'POST', body: request }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? loginResponseSchema.parse(raw) : (raw as ApiReply<typeof loginResponseSchema>)),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
