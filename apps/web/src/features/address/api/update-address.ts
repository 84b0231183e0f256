import { updateAddressResponseSchema, type ThaiAddress } from '@app/contract/address';
import { baseApi } from '@/lib/base-api';
import { getMyAddressApi } from './get-my-address';
import type { ApiReply } from '@/lib/api-reply';

/** Saves the member's delivery address; the answer is the address as stored. */
export const updateAddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateAddress: build.mutation<ThaiAddress, ThaiAddress>({
      query: (address) => ({ path: '/api/auth/address', method: 'PATCH', body: address }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? updateAddressResponseSchema.parse(raw) : (raw as ApiReply<typeof updateAddressResponseSchema>)).data,
      // The profile carries the address too (user_address), so it is read again.
      invalidatesTags: (_address, error) => (error ? [] : ['User']),
      async onQueryStarted(_address, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(getMyAddressApi.util.upsertQueryData('getMyAddress', undefined, data));
        } catch {
          // The form shows the refusal and keeps what the member typed.
        }
      },
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
