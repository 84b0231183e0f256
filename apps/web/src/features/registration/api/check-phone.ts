import { baseApi } from '@/lib/base-api';
import { readAvailability } from './read-availability';

/** `GET /api/user/checkPhone/{phone}`: true when no member has the number yet. */
export const checkPhoneApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    checkPhone: build.mutation<boolean, string>({
      query: (phone) => ({ path: `/api/user/checkPhone/${encodeURIComponent(phone)}` }),
      transformResponse: readAvailability,
    }),
  }),
});

export const { useCheckPhoneMutation } = checkPhoneApi;
