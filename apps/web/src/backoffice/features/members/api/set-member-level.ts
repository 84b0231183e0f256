import { memberStatusResponseSchema, type MemberSummary } from '@app/contract/admin-members';
import { memberChangeTags, memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export interface MemberLevelChange extends MemberKey {
  level: number;
  reason: string;
}

/** Sets a member's tier by hand (finance and admin); recorded for the member and audited with the reason. */
export const setMemberLevelApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    setMemberLevel: build.mutation<MemberSummary, MemberLevelChange>({
      query: ({ level, reason, ...key }) => ({ path: `${memberPath(key)}/level`, method: 'PUT', body: { level, reason } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberStatusResponseSchema.parse(raw) : (raw as ApiReply<typeof memberStatusResponseSchema>)).data,
      invalidatesTags: (_result, _error, { memberId }) => memberChangeTags(memberId),
    }),
  }),
});

export const { useSetMemberLevelMutation } = setMemberLevelApi;
