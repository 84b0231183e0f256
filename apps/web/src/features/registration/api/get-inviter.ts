import { inviterResponseSchema, type InviterResponse } from '@app/contract/registration';
import { baseApi } from '@/lib/base-api';
import type { ApiReply } from '@/lib/api-reply';

export type Inviter = InviterResponse['data'];

/** The member behind an affiliate code, masked (`GET /api/user/inviter/{afCode}`); 404 INVITER_NOT_FOUND when there is none. */
export const getInviterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInviter: build.query<Inviter, string>({
      query: (afCode) => ({ path: `/api/user/inviter/${encodeURIComponent(afCode)}` }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? inviterResponseSchema.parse(raw) : (raw as ApiReply<typeof inviterResponseSchema>)).data,
    }),
  }),
});

export const { useGetInviterQuery } = getInviterApi;
