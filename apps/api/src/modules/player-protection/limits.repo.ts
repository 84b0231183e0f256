import { asc, eq, sql } from 'drizzle-orm';
import type { LimitChange, LimitKind, LimitPeriod } from '@app/contract/player-protection';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { memberLimitChanges } from '../../db/schema/player-protection';
import { parsePassedLimit, type PassedLimit } from './limit-refusal';

export type LimitChangeRow = typeof memberLimitChanges.$inferSelect;

/** Every change of the member's limits, oldest first. */
export function listLimitChanges(db: Database, memberId: string): Promise<LimitChangeRow[]> {
  return db.select().from(memberLimitChanges).where(eq(memberLimitChanges.memberId, memberId)).orderBy(asc(memberLimitChanges.id));
}

export async function insertLimitChange(
  db: Database,
  change: {
    brandId: string;
    memberId: string;
    kind: LimitKind;
    period: LimitPeriod;
    change: LimitChange;
    amountSatang: number | null;
    requestId: number | null;
    createdAt: Date;
  },
): Promise<LimitChangeRow> {
  const [row] = await db.insert(memberLimitChanges).values(change).returning();
  if (!row) throw new Error('limit change was not written');
  return row;
}

/** What counts against each kind of limit in the Bangkok day, week and month that `at` falls in. */
export interface LimitUsage {
  deposit: Record<LimitPeriod, number>;
  wager: Record<LimitPeriod, number>;
  loss: Record<LimitPeriod, number>;
}

/**
 * The member's use of every limit at `at`, counted as member_limit_refusal counts it (deposits;
 * bets not rolled back; those bets less wins), for all three periods in two reads.
 */
export async function readLimitUsage(db: Database, memberId: string, at: Date): Promise<LimitUsage> {
  const moment = at.toISOString();
  const start = (period: LimitPeriod) => sql`(date_trunc(${period}, ${moment}::timestamptz at time zone 'Asia/Bangkok') at time zone 'Asia/Bangkok')`;
  const [deposits] = await queryRows<Record<LimitPeriod, string | number>>(
    db,
    sql`
      select
        coalesce(sum(d.amount_satang) filter (where d.created_at >= ${start('day')}), 0) as day,
        coalesce(sum(d.amount_satang) filter (where d.created_at >= ${start('week')}), 0) as week,
        coalesce(sum(d.amount_satang) filter (where d.created_at >= ${start('month')}), 0) as month
      from deposits d
      where d.member_id = ${memberId} and d.created_at >= least(${start('week')}, ${start('month')}) and d.created_at <= ${moment}::timestamptz`,
  );
  const [play] = await queryRows<Record<string, string | number>>(
    db,
    sql`
      with calls as (
        select t.kind, t.amount_satang, t.is_rolled_back, t.created_at
        from provider_transactions t
        where t.member_id = ${memberId} and t.kind in ('bet', 'win')
          and t.created_at >= least(${start('week')}, ${start('month')}) and t.created_at <= ${moment}::timestamptz
      )
      select
        coalesce(sum(amount_satang) filter (where kind = 'bet' and not is_rolled_back and created_at >= ${start('day')}), 0) as bet_day,
        coalesce(sum(amount_satang) filter (where kind = 'bet' and not is_rolled_back and created_at >= ${start('week')}), 0) as bet_week,
        coalesce(sum(amount_satang) filter (where kind = 'bet' and not is_rolled_back and created_at >= ${start('month')}), 0) as bet_month,
        coalesce(sum(amount_satang) filter (where kind = 'win' and created_at >= ${start('day')}), 0) as win_day,
        coalesce(sum(amount_satang) filter (where kind = 'win' and created_at >= ${start('week')}), 0) as win_week,
        coalesce(sum(amount_satang) filter (where kind = 'win' and created_at >= ${start('month')}), 0) as win_month
      from calls`,
  );
  const n = (value: string | number | undefined) => Number(value ?? 0);
  const bets = { day: n(play?.bet_day), week: n(play?.bet_week), month: n(play?.bet_month) };
  const wins = { day: n(play?.win_day), week: n(play?.win_week), month: n(play?.win_month) };
  return {
    deposit: { day: n(deposits?.day), week: n(deposits?.week), month: n(deposits?.month) },
    wager: bets,
    loss: { day: bets.day - wins.day, week: bets.week - wins.week, month: bets.month - wins.month },
  };
}

/** The limit a deposit of `amountSatang` at `at` would pass, if any (member_limit_refusal). */
export async function findDepositLimitPassed(db: Database, memberId: string, amountSatang: number, at: Date): Promise<PassedLimit | undefined> {
  const [row] = await queryRows<{ refusal: unknown }>(
    db,
    sql`select member_limit_refusal(${memberId}::uuid, 'deposit', ${amountSatang}::bigint, ${at.toISOString()}::timestamptz) as refusal`,
  );
  return row?.refusal ? parsePassedLimit(row.refusal) : undefined;
}
