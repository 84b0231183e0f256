import { okResponseSchema } from '@app/contract/auth';
import { backofficeApi } from '../backoffice-api';

/** `POST /api/admin/logout`: revokes the operator's session on the server. */
export const logOutApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<void, void>({
      // A session the server already ended is as good as logged out; the console signs out either way.
      query: () => ({ path: '/api/admin/logout', method: 'POST', isSessionErrorExpected: true }),
      // Checked against the contract in development and tests only (lib/api-reply.ts): the console's
      // header has this button on every screen, and zod stays off the login page.
      transformResponse: (raw: unknown) => {
        if (import.meta.env.DEV) okResponseSchema.parse(raw);
      },
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
