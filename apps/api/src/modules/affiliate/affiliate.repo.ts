import { and, count, desc, eq, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { CommissionBasis } from '@app/contract/affiliate';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { affiliateCommissions } from '../../db/schema/affiliate';
import { ledgerEntries, ledgerTransfers } from '../../db/schema/ledger';
import { members } from '../../db/schema/members';
import type { TransferKind } from '../ledger/account-kinds';
import { providerRoundsStartedIn } from '../win-loss/provider-rounds.sql';

export type CommissionLineRow = typeof affiliateCommissions.$inferSelect;

export async function listDownline(db: Database, affiliateId: string, limit: number) {
  return db
    .select({ username: members.username, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.uplineId, affiliateId))
    .orderBy(desc(members.createdAt), desc(members.username))
    .limit(limit);
}

export async function countDownline(db: Database, affiliateId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(members).where(eq(members.uplineId, affiliateId));
  return row?.total ?? 0;
}

export async function sumCommissionEarned(db: Database, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(affiliateCommissions.commissionSatang) })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.affiliateId, affiliateId));
  return Number(row?.total ?? 0);
}

/** Commission per downline member over the periods that start within [startDay, endDay]. */
export async function commissionByDownline(db: Database, affiliateId: string, startDay: string, endDay: string) {
  return db
    .select({
      username: members.username,
      baseSatang: sum(affiliateCommissions.baseSatang).mapWith(Number),
      bonusSatang: sum(affiliateCommissions.commissionSatang).mapWith(Number),
    })
    .from(affiliateCommissions)
    .innerJoin(members, eq(members.id, affiliateCommissions.downlineId))
    .where(
      and(eq(affiliateCommissions.affiliateId, affiliateId), gte(affiliateCommissions.periodStart, startDay), lte(affiliateCommissions.periodStart, endDay)),
    )
    .groupBy(members.username)
    .orderBy(members.username);
}

interface ActivityRow extends Record<string, unknown> {
  affiliate_id: string;
  downline_id: string;
  base_satang: string | number;
}

/**
 * What each invited member of the brand did in [start, end), on the basis the rule names:
 * their net loss over the rounds that started in the period (the rounds win/loss and
 * loss-return count), or the deposits credited to them. Only positive amounts.
 */
export async function downlineActivity(db: Database, brandId: string, basis: CommissionBasis, start: Date, end: Date) {
  const rows =
    basis === 'net_loss'
      ? await queryRows<ActivityRow>(
          db,
          sql`with rounds as (${providerRoundsStartedIn(sql`t.brand_id = ${brandId}`, start, end)})
              select m.upline_id as affiliate_id, r.member_id as downline_id, sum(r.bet_satang - r.win_satang)::bigint as base_satang
              from rounds r join members m on m.id = r.member_id
              where m.upline_id is not null
              group by m.upline_id, r.member_id
              having sum(r.bet_satang - r.win_satang) > 0`,
        )
      : await queryRows<ActivityRow>(
          db,
          sql`select m.upline_id as affiliate_id, d.member_id as downline_id, sum(d.amount_satang)::bigint as base_satang
              from deposits d join members m on m.id = d.member_id
              where d.brand_id = ${brandId} and m.upline_id is not null
                and d.created_at >= ${start.toISOString()}::timestamptz and d.created_at < ${end.toISOString()}::timestamptz
              group by m.upline_id, d.member_id`,
        );
  return rows.map((row) => ({ affiliateId: row.affiliate_id, downlineId: row.downline_id, baseSatang: Number(row.base_satang) }));
}

/** Records a commission line unless the job already did: the unique key makes reruns harmless. */
export async function insertCommissionLineIfNew(tx: Database, line: typeof affiliateCommissions.$inferInsert): Promise<CommissionLineRow | undefined> {
  const [inserted] = await tx.insert(affiliateCommissions).values(line).onConflictDoNothing().returning();
  return inserted;
}

export async function setCommissionTransfer(tx: Database, lineId: string, transferId: number): Promise<void> {
  await tx.update(affiliateCommissions).set({ transferId }).where(eq(affiliateCommissions.id, lineId));
}

/** The postings of one ledger account in [from, to), newest first, with the kind of their transfer. */
export async function listAccountPostings(db: Database, accountId: number, from: Date, to: Date, kinds: readonly TransferKind[], limit: number) {
  return db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerTransfers.kind,
      amountSatang: ledgerEntries.amountSatang,
      balanceAfterSatang: ledgerEntries.balanceAfterSatang,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to), inArray(ledgerTransfers.kind, kinds)),
    )
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}
