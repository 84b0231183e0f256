import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';

/** A member of the brand whose deposits or losses of the day reached the minimum, with the days before it. */
export interface DayAgainstHistoryRow {
  memberId: string;
  username: string;
  name: string;
  dayDepositSatang: number;
  historyDepositSatang: number;
  dayLossSatang: number;
  historyLossSatang: number;
}

interface RawRow extends Record<string, unknown> {
  member_id: string;
  username: string;
  name: string;
  day_deposit_satang: string | number;
  history_deposit_satang: string | number;
  day_loss_satang: string | number;
  history_loss_satang: string | number;
}

/**
 * A loss as the loss limit counts it (db/functions/member_limit_usage.sql): a wallet bet that
 * was not cancelled adds its amount, a win takes its amount off. `t` is provider_transactions.
 */
const lossOfTransaction = sql`case when t.kind = 'bet' then t.amount_satang else -t.amount_satang end`;
const isCountedForLoss = sql`(t.kind = 'win' or (t.kind = 'bet' and not t.is_rolled_back))`;

/**
 * The brand's members whose deposits or losses in [dayStart, dayEnd) reach `minimumSatang`, each
 * with the same two sums over [historyStart, dayStart). Deposits are the credited `deposits` rows;
 * losses are the wallet's bets and wins, each on the day of its own time. The day's members are
 * found through the brand's members and each member's (member, time) indexes, so only the
 * members of this brand are ever read.
 */
export async function listMembersReachingOnDay(
  db: Database,
  brandId: string,
  window: { historyStart: Date; dayStart: Date; dayEnd: Date; minimumSatang: number },
): Promise<DayAgainstHistoryRow[]> {
  const historyStart = window.historyStart.toISOString();
  const dayStart = window.dayStart.toISOString();
  const dayEnd = window.dayEnd.toISOString();
  const rows = await queryRows<RawRow>(
    db,
    sql`with day_deposits as (
          select d.member_id, sum(d.amount_satang) as satang
          from deposits d
          where d.brand_id = ${brandId} and d.created_at >= ${dayStart}::timestamptz and d.created_at < ${dayEnd}::timestamptz
          group by d.member_id
        ),
        day_losses as (
          select t.member_id, sum(${lossOfTransaction}) as satang
          from members m join provider_transactions t on t.member_id = m.id
          where m.brand_id = ${brandId} and t.brand_id = ${brandId} and ${isCountedForLoss}
            and t.created_at >= ${dayStart}::timestamptz and t.created_at < ${dayEnd}::timestamptz
          group by t.member_id
        ),
        day_figures as (
          select coalesce(d.member_id, l.member_id) as member_id, coalesce(d.satang, 0) as deposit_satang, coalesce(l.satang, 0) as loss_satang
          from day_deposits d full join day_losses l on l.member_id = d.member_id
        )
        select f.member_id, m.username, m.name,
          f.deposit_satang::bigint as day_deposit_satang,
          (select coalesce(sum(d.amount_satang), 0) from deposits d
            where d.member_id = f.member_id and d.created_at >= ${historyStart}::timestamptz and d.created_at < ${dayStart}::timestamptz)::bigint
            as history_deposit_satang,
          f.loss_satang::bigint as day_loss_satang,
          (select coalesce(sum(${lossOfTransaction}), 0) from provider_transactions t
            where t.member_id = f.member_id and ${isCountedForLoss}
              and t.created_at >= ${historyStart}::timestamptz and t.created_at < ${dayStart}::timestamptz)::bigint
            as history_loss_satang
        from day_figures f join members m on m.id = f.member_id
        where m.brand_id = ${brandId} and (f.deposit_satang >= ${window.minimumSatang} or f.loss_satang >= ${window.minimumSatang})`,
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    username: row.username,
    name: row.name,
    dayDepositSatang: Number(row.day_deposit_satang),
    historyDepositSatang: Number(row.history_deposit_satang),
    dayLossSatang: Number(row.day_loss_satang),
    historyLossSatang: Number(row.history_loss_satang),
  }));
}
