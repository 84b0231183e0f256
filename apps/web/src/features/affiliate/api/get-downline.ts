import { downlineResponseSchema } from '@app/contract/affiliate';
import type { z } from 'zod';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

/** The members the caller invited, newest first (at most 500), and how many there are in all. */
export type Downline = z.infer<typeof downlineResponseSchema>;

export const getDownlineApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDownline: build.query<Downline, string>({
      query: (username) => ({ path: `/api/auth/affiliate/downline/${encodeURIComponent(username)}` }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? downlineResponseSchema.parse(raw) : (raw as ApiReply<typeof downlineResponseSchema>)),
      providesTags: [{ type: 'Affiliate', id: 'downline' }],
    }),
  }),
});

export const { useGetDownlineQuery } = getDownlineApi;
