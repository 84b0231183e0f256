import { okResponseSchema } from '@app/contract/auth';
import { backofficeApi } from '../backoffice-api';

/** `POST /api/admin/logout`: revokes the operator's session on the server. */
export const logOutApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    logOut: build.mutation<void, void>({
      // A session the server already ended is as good as logged out; the console signs out either way.
      query: () => ({ path: '/api/admin/logout', method: 'POST', isSessionErrorExpected: true }),
      transformResponse: (raw: unknown) => {
        okResponseSchema.parse(raw);
      },
    }),
  }),
});

export const { useLogOutMutation } = logOutApi;
