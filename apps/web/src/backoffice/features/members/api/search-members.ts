import { memberSearchResponseSchema, type MemberSummary } from '@app/contract/admin-members';
import { membersApi } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export interface MemberSearch {
  brandId: string;
  /** A username prefix, a phone number or a bank account number, at least 2 characters. */
  q: string;
}

/** Members of the brand whose username starts with, or whose phone or bank account is, the text; at most 50. */
export const searchMembersApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    searchMembers: build.query<MemberSummary[], MemberSearch>({
      query: ({ brandId, q }) => ({ path: `/api/admin/brands/${encodeURIComponent(brandId)}/members`, query: { q } }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? memberSearchResponseSchema.parse(raw) : (raw as ApiReply<typeof memberSearchResponseSchema>)).data,
      providesTags: ['MemberSearch'],
    }),
  }),
});

export const { useSearchMembersQuery } = searchMembersApi;
