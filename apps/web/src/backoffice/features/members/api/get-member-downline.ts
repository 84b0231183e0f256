import { adminDownlineResponseSchema } from '@app/contract/admin-members';
import type { z } from 'zod';
import { memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export type AdminDownline = z.infer<typeof adminDownlineResponseSchema>;

/** The members this member invited, newest first, at most 200 (with the full count). */
export const getMemberDownlineApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberDownline: build.query<AdminDownline, MemberKey>({
      query: (key) => ({ path: `${memberPath(key)}/downline` }),
      transformResponse: (raw: unknown) =>
        import.meta.env.DEV ? adminDownlineResponseSchema.parse(raw) : (raw as ApiReply<typeof adminDownlineResponseSchema>),
      providesTags: (_result, _error, { memberId }) => [{ type: 'Member', id: memberId }],
    }),
  }),
});

export const { useGetMemberDownlineQuery } = getMemberDownlineApi;
