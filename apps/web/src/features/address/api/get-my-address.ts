import { myAddressResponseSchema, type ThaiAddress } from '@app/contract/address';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The member's delivery address, or null when none is saved yet. */
export const getMyAddressApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMyAddress: build.query<ThaiAddress | null, void>({
      query: () => ({ path: '/api/auth/address/mine' }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? myAddressResponseSchema.parse(raw) : (raw as ApiReply<typeof myAddressResponseSchema>)).data,
      providesTags: ['Address'],
    }),
  }),
});

export const { useGetMyAddressQuery } = getMyAddressApi;
