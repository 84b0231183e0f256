import { backofficeApi } from '@/backoffice/backoffice-api';

/**
 * The console's API with the member screens' cache tags added, so a lock or a credit adjustment
 * refreshes exactly the member data it changed. Every member endpoint injects into this one.
 */
export const membersApi = backofficeApi.enhanceEndpoints({ addTagTypes: ['MemberSearch', 'Member', 'MemberLedger', 'MemberSessions', 'MemberProtection'] });

/** Names one member of one brand in every request path. */
export interface MemberKey {
  brandId: string;
  memberId: string;
}

export function memberPath({ brandId, memberId }: MemberKey): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/members/${encodeURIComponent(memberId)}`;
}

/** What a change to a member makes stale: their detail, their lists and any search that showed them. */
export function memberChangeTags(memberId: string) {
  return [
    { type: 'Member' as const, id: memberId },
    { type: 'MemberLedger' as const, id: memberId },
    { type: 'MemberSessions' as const, id: memberId },
    { type: 'MemberProtection' as const, id: memberId },
    'MemberSearch' as const,
  ];
}
