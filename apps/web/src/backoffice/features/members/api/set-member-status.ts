import { memberStatusResponseSchema, type MemberSummary } from '@app/contract/admin-members';
import { memberChangeTags, memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export interface MemberStatusChange extends MemberKey {
  status: MemberSummary['status'];
  reason: string;
}

/** Locks or unlocks a member. Locking ends every session of theirs on the server at once. */
export const setMemberStatusApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    setMemberStatus: build.mutation<MemberSummary, MemberStatusChange>({
      query: ({ status, reason, ...key }) => ({ path: `${memberPath(key)}/status`, method: 'PUT', body: { status, reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberStatusResponseSchema.parse(raw) : (raw as ApiReply<typeof memberStatusResponseSchema>)).data,
      // Refreshed after a refusal too: it may mean another operator changed the member first.
      invalidatesTags: (_result, _error, { memberId }) => memberChangeTags(memberId),
    }),
  }),
});

export const { useSetMemberStatusMutation } = setMemberStatusApi;
