import { memberLedgerResponseSchema } from '@app/contract/admin-members';
import type { z } from 'zod';
import { memberPath, membersApi, type MemberKey } from './member-tags';
import type { ApiReply } from '@/lib/api-reply';

export type MemberLedgerPage = z.infer<typeof memberLedgerResponseSchema>;
export type MemberLedgerEntry = MemberLedgerPage['data'][number];
export type LedgerAccount = 'credit' | 'point' | 'affiliate';

export interface MemberLedgerRequest extends MemberKey {
  account: LedgerAccount;
  /** Starts at 1; the server sends 50 entries a page, newest first. */
  page: number;
}

export const getMemberLedgerApi = membersApi.injectEndpoints({
  endpoints: (build) => ({
    getMemberLedger: build.query<MemberLedgerPage, MemberLedgerRequest>({
      query: ({ account, page, ...key }) => ({ path: `${memberPath(key)}/ledger`, query: { account, page: String(page) } }),
      transformResponse: (raw: unknown) => (import.meta.env.DEV ? memberLedgerResponseSchema.parse(raw) : (raw as ApiReply<typeof memberLedgerResponseSchema>)),
      providesTags: (_result, _error, { memberId }) => [{ type: 'MemberLedger', id: memberId }],
    }),
  }),
});

export const { useGetMemberLedgerQuery } = getMemberLedgerApi;
