import { adminMemberDetailResponseSchema } from '@app/contract/admin-members';
import type { z } from 'zod';
import { memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export type AdminMemberDetail = z.infer<typeof adminMemberDetailResponseSchema>['data'];

/** Everything an operator looks at first: the member, their profile, affiliate balance and upline. */
export const getMemberDetailApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberDetail: build.query<AdminMemberDetail, MemberKey>({
      query: (key) => ({ path: memberPath(key) }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? adminMemberDetailResponseSchema.parse(raw) : (raw as ApiReply<typeof adminMemberDetailResponseSchema>)).data,
      providesTags: (_result, _error, { memberId }) => [{ type: 'Member', id: memberId }],
    }),
  }),
});

export const { useGetMemberDetailQuery } = getMemberDetailApi;
