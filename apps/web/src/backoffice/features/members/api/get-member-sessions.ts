import { memberSessionsResponseSchema } from '@app/contract/admin-members';
import type { z } from 'zod';
import { memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export type MemberSession = z.infer<typeof memberSessionsResponseSchema>['data'][number];

/** The member's newest 50 sign-ins, ended ones included. */
export const getMemberSessionsApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberSessions: build.query<MemberSession[], MemberKey>({
      query: (key) => ({ path: `${memberPath(key)}/sessions` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberSessionsResponseSchema.parse(raw) : (raw as ApiReply<typeof memberSessionsResponseSchema>)).data,
      providesTags: (_result, _error, { memberId }) => [{ type: 'MemberSessions', id: memberId }],
    }),
  }),
});

export const { useGetMemberSessionsQuery } = getMemberSessionsApi;
