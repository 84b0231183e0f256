import {
  memberProtectionResponseSchema,
  takeBreakResponseSchema,
  type BreakKind,
  type BreakPeriod,
  type MemberProtection,
  type ProtectionBreak,
} from '@app/contract/player-protection';
import type { ApiReply } from '@/lib/api-reply';
import { memberChangeTags, memberPath, membersApi, type MemberKey } from './member-tags';

export interface OperatorBreak extends MemberKey {
  kind: BreakKind;
  period: BreakPeriod;
  reason: string;
}

/** A member's break in force and every break of their own; an admin's added break. */
export const memberProtectionApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberProtection: build.query<MemberProtection, MemberKey>({
      query: (key) => ({ path: `${memberPath(key)}/protection` }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberProtectionResponseSchema.parse(raw) : (raw as ApiReply<typeof memberProtectionResponseSchema>)).data,
      providesTags: (_result, _error, { memberId }) => [{ type: 'MemberProtection', id: memberId }],
    }),
    addMemberBreak: build.mutation<ProtectionBreak, OperatorBreak>({
      query: ({ kind, period, reason, ...key }) => ({ path: `${memberPath(key)}/protection/breaks`, method: 'POST', body: { kind, period, reason } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? takeBreakResponseSchema.parse(raw) : (raw as ApiReply<typeof takeBreakResponseSchema>)).data,
      // Refreshed after a refusal too: another admin may have added a longer break first.
      invalidatesTags: (_result, _error, { memberId }) => memberChangeTags(memberId),
    }),
  }),
});

export const { useGetMemberProtectionQuery, useAddMemberBreakMutation } = memberProtectionApi;
