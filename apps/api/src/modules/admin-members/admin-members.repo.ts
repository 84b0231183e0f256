import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { escapeLikePattern } from '../../db/like-pattern';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { memberBanks, members } from '../../db/schema/members';
import { memberSessions } from '../../db/schema/sessions';
import type { MemberRow } from '../members/members.repo';

/**
 * The brand's members whose username starts with `text` (usernames are stored lower case, so the
 * text is lowered), whose phone is `text`, or whose bank account number is `text`.
 */
export async function searchMembers(db: Database, brandId: string, text: string, limit: number): Promise<MemberRow[]> {
  const rows = await db
    .select({ member: members })
    .from(members)
    .leftJoin(memberBanks, eq(memberBanks.memberId, members.id))
    .where(
      and(
        eq(members.brandId, brandId),
        or(like(members.username, `${escapeLikePattern(text.toLowerCase())}%`), eq(members.phone, text), eq(memberBanks.accountNumber, text)),
      ),
    )
    .orderBy(members.username)
    .limit(limit);
  return rows.map((row) => row.member);
}

/** One page of an account's postings, newest first, with the kind and memo of their transfer. */
export async function listAccountEntries(db: Database, accountId: number, page: { limit: number; offset: number }) {
  return db
    .select({
      id: ledgerEntries.id,
      transferId: ledgerEntries.transferId,
      kind: ledgerTransfers.kind,
      amountSatang: ledgerEntries.amountSatang,
      balanceAfterSatang: ledgerEntries.balanceAfterSatang,
      memo: ledgerTransfers.memo,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAccountEntries(db: Database, accountId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  return row?.total ?? 0;
}

export async function listMemberSessions(db: Database, memberId: string, limit: number) {
  return db
    .select()
    .from(memberSessions)
    .where(eq(memberSessions.memberId, memberId))
    .orderBy(desc(memberSessions.createdAt), desc(memberSessions.id))
    .limit(limit);
}

/** The members `uplineId` invited, newest first; the brand is checked too, though an upline never crosses brands. */
export async function listDownlineMembers(db: Database, upline: { brandId: string; memberId: string }, limit: number) {
  return db
    .select({ uuid: members.id, username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(and(eq(members.brandId, upline.brandId), eq(members.uplineId, upline.memberId)))
    .orderBy(desc(members.createdAt), desc(members.username))
    .limit(limit);
}

export async function updateMemberStatus(db: Database, memberId: string, status: 'active' | 'locked'): Promise<MemberRow> {
  const [row] = await db.update(members).set({ status }).where(eq(members.id, memberId)).returning();
  if (!row) throw new Error(`member ${memberId} vanished while locked`);
  return row;
}
