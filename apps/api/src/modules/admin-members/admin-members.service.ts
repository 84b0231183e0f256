import type { z } from 'zod';
import type {
  adminDownlineResponseSchema,
  adminMemberDetailResponseSchema,
  memberLedgerQuerySchema,
  memberLedgerResponseSchema,
  memberSessionsResponseSchema,
  MemberSummary,
} from '@app/contract/admin-members';
import type { Database } from '../../db/client';
import { countDownline } from '../affiliate/affiliate.repo';
import { findAccountBalance, findExistingAccountId } from '../ledger/ledger.service';
import { findMemberById } from '../members/members.repo';
import { buildProfile } from '../members/profile.service';
import { countAccountEntries, listAccountEntries, listDownlineMembers, listMemberSessions, searchMembers } from './admin-members.repo';
import { describeMemberSummaries, describeMemberSummary, findMemberOfBrand } from './member-of-brand';

const SEARCH_LIMIT = 50;
const LEDGER_PAGE_SIZE = 50;
const SESSIONS_LIMIT = 50;
const DOWNLINE_LIMIT = 200;

type MemberDetail = z.infer<typeof adminMemberDetailResponseSchema>['data'];
type MemberLedgerPage = z.infer<typeof memberLedgerResponseSchema>;
type MemberSession = z.infer<typeof memberSessionsResponseSchema>['data'][number];
type Downline = z.infer<typeof adminDownlineResponseSchema>;
type LedgerQuery = z.infer<typeof memberLedgerQuerySchema>;

export interface MemberTarget {
  brandId: string;
  memberId: string;
}

/** Members of the brand by username prefix, phone or bank account number, at most 50. */
export async function searchBrandMembers(db: Database, brandId: string, text: string): Promise<MemberSummary[]> {
  const rows = await searchMembers(db, brandId, text, SEARCH_LIMIT);
  return describeMemberSummaries(db, brandId, rows);
}

export async function findMemberSummary(db: Database, target: MemberTarget): Promise<MemberSummary> {
  return describeMemberSummary(db, await findMemberOfBrand(db, target.brandId, target.memberId));
}

export async function getMemberDetail(db: Database, target: MemberTarget): Promise<MemberDetail> {
  const member = await findMemberOfBrand(db, target.brandId, target.memberId);
  const [summary, profile, affiliateBalanceSatang, upline, downlineCount] = await Promise.all([
    describeMemberSummary(db, member),
    buildProfile(db, member),
    findAccountBalance(db, { brandId: member.brandId, memberId: member.id, kind: 'affiliate' }),
    member.uplineId === null ? undefined : findMemberById(db, member.uplineId),
    countDownline(db, member.id),
  ]);
  return {
    member: summary,
    profile,
    affiliateBalanceSatang: affiliateBalanceSatang ?? 0,
    // An upline is always of the same brand (registration looks it up there); checked anyway.
    upline: upline && upline.brandId === member.brandId ? { uuid: upline.id, username: upline.username } : null,
    downlineCount,
    teamCode: member.teamCode,
    marketingCode: member.marketingCode,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One page of the member's postings on one account, newest first; a never-opened account has none. */
export async function getMemberLedger(db: Database, target: MemberTarget, query: LedgerQuery): Promise<MemberLedgerPage> {
  const member = await findMemberOfBrand(db, target.brandId, target.memberId);
  const meta = { page: query.page, pageSize: LEDGER_PAGE_SIZE };
  const accountId = await findExistingAccountId(db, { brandId: member.brandId, memberId: member.id, kind: query.account });
  if (accountId === undefined) return { data: [], meta: { ...meta, total: 0 } };
  const [entries, total] = await Promise.all([
    listAccountEntries(db, accountId, { limit: LEDGER_PAGE_SIZE, offset: (query.page - 1) * LEDGER_PAGE_SIZE }),
    countAccountEntries(db, accountId),
  ]);
  return {
    data: entries.map((entry) => ({
      id: String(entry.id),
      transferId: String(entry.transferId),
      kind: entry.kind,
      amountSatang: entry.amountSatang,
      balanceAfterSatang: entry.balanceAfterSatang,
      memo: isRecord(entry.memo) ? entry.memo : {},
      createdAt: entry.createdAt.toISOString(),
    })),
    meta: { ...meta, total },
  };
}

export async function getMemberSessions(db: Database, target: MemberTarget): Promise<MemberSession[]> {
  const member = await findMemberOfBrand(db, target.brandId, target.memberId);
  const sessions = await listMemberSessions(db, member.id, SESSIONS_LIMIT);
  return sessions.map((session) => ({
    id: session.id,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    revokedAt: session.revokedAt?.toISOString() ?? null,
    ipAddress: session.ipAddress,
    userAgent: session.userAgent,
    platform: session.platform,
  }));
}

/** The members this member invited, newest first, at most 200, with how many there are in all. */
export async function getMemberDownline(db: Database, target: MemberTarget): Promise<Downline> {
  const member = await findMemberOfBrand(db, target.brandId, target.memberId);
  const [rows, total] = await Promise.all([
    listDownlineMembers(db, { brandId: member.brandId, memberId: member.id }, DOWNLINE_LIMIT),
    countDownline(db, member.id),
  ]);
  return {
    data: rows.map((row) => ({ uuid: row.uuid, username: row.username, createdAt: row.createdAt.toISOString() })),
    meta: { total },
  };
}
