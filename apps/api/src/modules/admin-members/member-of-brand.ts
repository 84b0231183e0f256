import { memberSummarySchema, type MemberSummary } from '@app/contract/admin-members';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findAccountBalance, findMemberBalances } from '../ledger/ledger.service';
import { findMemberById, type MemberRow } from '../members/members.repo';

/**
 * The member, only when they belong to the brand in the path. A member of another brand gets the
 * same 404 as an unknown id, so an operator working on one brand learns nothing about another's.
 */
export async function findMemberOfBrand(db: Database, brandId: string, memberId: string): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member || member.brandId !== brandId) throw new AppError('MEMBER_NOT_FOUND');
  return member;
}

/** The row an operator's member list shows, with the credit balance (0 before the account exists). */
export async function describeMemberSummary(db: Database, member: MemberRow): Promise<MemberSummary> {
  const creditSatang = (await findAccountBalance(db, { brandId: member.brandId, memberId: member.id, kind: 'credit' })) ?? 0;
  return summarizeMember(member, creditSatang);
}

/** The rows of a member list, with every credit balance read in one query. */
export async function describeMemberSummaries(db: Database, brandId: string, members: readonly MemberRow[]): Promise<MemberSummary[]> {
  const balances = await findMemberBalances(db, { brandId, memberIds: members.map((member) => member.id), kind: 'credit' });
  return members.map((member) => summarizeMember(member, balances.get(member.id) ?? 0));
}

function summarizeMember(member: MemberRow, creditSatang: number): MemberSummary {
  return {
    uuid: member.id,
    username: member.username,
    name: member.name,
    phone: member.phone,
    status: memberSummarySchema.shape.status.parse(member.status),
    level: member.level,
    creditSatang,
    createdAt: member.createdAt.toISOString(),
  };
}
