import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { providerRoundsStartedIn } from '../win-loss/provider-rounds.sql';
import { lossReturns } from '../../db/schema/loss-return';

export type LossReturnRow = typeof lossReturns.$inferSelect;

interface NetLossRow extends Record<string, unknown> {
  member_id: string;
  level: number;
  loss_satang: string | number;
}

/**
 * Each member's net loss (bets not rolled back minus wins) over the rounds that started in
 * [start, end): the same rounds the win/loss log shows for those days. Only members who lost.
 */
export async function netLossByMember(db: Database, brandId: string, start: Date, end: Date) {
  const rows = await queryRows<NetLossRow>(
    db,
    sql`with rounds as (${providerRoundsStartedIn(sql`t.brand_id = ${brandId}`, start, end)})
        select r.member_id, m.level, sum(r.bet_satang - r.win_satang)::bigint as loss_satang
        from rounds r join members m on m.id = r.member_id
        group by r.member_id, m.level
        having sum(r.bet_satang - r.win_satang) > 0`,
  );
  return rows.map((row) => ({ memberId: row.member_id, level: Number(row.level), lossSatang: Number(row.loss_satang) }));
}

/** Records the member's loss-return for a period unless it exists: the unique key makes the job idempotent. */
export async function insertLossReturnIfNew(tx: Database, row: typeof lossReturns.$inferInsert): Promise<LossReturnRow | undefined> {
  const [inserted] = await tx.insert(lossReturns).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function listMemberLossReturns(db: Database, memberId: string, limit: number): Promise<LossReturnRow[]> {
  return db.select().from(lossReturns).where(eq(lossReturns.memberId, memberId)).orderBy(desc(lossReturns.periodStart)).limit(limit);
}

/** Marks an offered loss-return paid; only one caller can win the race for it. */
export async function markClaimed(tx: Database, id: string, memberId: string, now: Date): Promise<LossReturnRow | undefined> {
  const [row] = await tx
    .update(lossReturns)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(lossReturns.id, id), eq(lossReturns.memberId, memberId), eq(lossReturns.status, 'offered')))
    .returning();
  return row;
}

export async function findLossReturn(db: Database, id: string): Promise<LossReturnRow | undefined> {
  const [row] = await db.select().from(lossReturns).where(eq(lossReturns.id, id));
  return row;
}
