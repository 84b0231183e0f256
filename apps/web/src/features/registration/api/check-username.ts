import { baseApi } from '@/lib/base-api';
import { readAvailability } from './read-availability';

/** `GET /api/user/checkUsername/{username}`: true when the username is still free. */
export const checkUsernameApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkUsername: build.mutation<boolean, string>({
      query: (username) => ({ path: `/api/user/checkUsername/${encodeURIComponent(username)}` }),
      transformResponse: readAvailability,
    }),
  }),
});

export const { useCheckUsernameMutation } = checkUsernameApi;
