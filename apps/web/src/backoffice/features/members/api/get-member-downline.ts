import { adminDownlineResponseSchema } from '@app/contract/admin-members';
import type { z } from 'zod';
import { memberPath, membersApi, type MemberKey } from './member-tags';

export type AdminDownline = z.infer<typeof adminDownlineResponseSchema>;

/** The members this member invited, newest first, at most 200 (with the full count). */
export const getMemberDownlineApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberDownline: build.query<AdminDownline, MemberKey>({
      query: (key) => ({ path: `${memberPath(key)}/downline` }),
      transformResponse: (raw: unknown) => adminDownlineResponseSchema.parse(raw),
      providesTags: (_result, _error, { memberId }) => [{ type: 'Member', id: memberId }],
    }),
  }),
});

export const { useGetMemberDownlineQuery } = getMemberDownlineApi;
