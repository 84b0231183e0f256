import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { providerRoundsStartedIn } from '../win-loss/provider-rounds.sql';

/** One figure of one Bangkok day: its amount in satang (or members, for sign-ups) and how many rows made it. */
export interface DayTotal {
  day: string;
  amount: number;
  count: number;
}

interface DayTotalRow extends Record<string, unknown> {
  day: string;
  amount: string | number;
  row_count: string | number;
}

/** The Bangkok calendar day of a timestamptz column, as 'YYYY-MM-DD' (text, so no driver turns it into a local Date). */
function bangkokDayOf(column: SQL): SQL {
  return sql`to_char((${column} at time zone 'Asia/Bangkok')::date, 'YYYY-MM-DD')`;
}

function inRange(column: SQL, from: Date, to: Date): SQL {
  return sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
}

async function totalsPerDay(db: Database, query: SQL): Promise<DayTotal[]> {
  const rows = await queryRows<DayTotalRow>(db, query);
  return rows.map((row) => ({ day: row.day, amount: Number(row.amount), count: Number(row.row_count) }));
}

/**
 * Every figure of the brand's daily report over the instants [from, to), each grouped by Bangkok
 * day in the database: one query per figure, each reading only its own brand's rows. Days
 * without any row are simply absent; the service lists them with zeros. Definitions:
 * docs/reports.md.
 */
export async function readDailyTotals(db: Database, brandId: string, range: { from: Date; to: Date; startDay: string; endDay: string }) {
  const { from, to } = range;
  const [deposits, withdrawals, bonuses, grossGamingRevenue, affiliateCommissions, lossReturns, newMembers] = await Promise.all([
    totalsPerDay(
      db,
      sql`select ${bangkokDayOf(sql`created_at`)} as day, sum(amount_satang)::bigint as amount, count(*)::bigint as row_count
          from deposits where brand_id = ${brandId} and ${inRange(sql`created_at`, from, to)} group by 1`,
    ),
    totalsPerDay(
      db,
      sql`select ${bangkokDayOf(sql`decided_at`)} as day, sum(amount_satang)::bigint as amount, count(*)::bigint as row_count
          from withdrawals where brand_id = ${brandId} and status = 'completed' and ${inRange(sql`decided_at`, from, to)} group by 1`,
    ),
    totalsPerDay(
      db,
      // The promotion bonus is paid with its deposit, in the same transaction, and the deposit row keeps it:
      // reading it there uses the deposits' (brand, time) index instead of scanning the ledger.
      sql`select ${bangkokDayOf(sql`created_at`)} as day, sum(bonus_satang)::bigint as amount, count(*) filter (where bonus_satang > 0)::bigint as row_count
          from deposits where brand_id = ${brandId} and bonus_satang > 0 and ${inRange(sql`created_at`, from, to)} group by 1`,
    ),
    // The same rounds the win/loss log, loss-return and commission count, so a round falls on the same day everywhere.
    totalsPerDay(
      db,
      sql`with rounds as (${providerRoundsStartedIn(sql`t.brand_id = ${brandId}`, from, to)})
          select ${bangkokDayOf(sql`started_at`)} as day, sum(bet_satang - win_satang)::bigint as amount, count(*)::bigint as row_count
          from rounds group by 1`,
    ),
    totalsPerDay(
      db,
      sql`select to_char(period_start, 'YYYY-MM-DD') as day, sum(commission_satang)::bigint as amount, count(*)::bigint as row_count
          from affiliate_commissions
          where brand_id = ${brandId} and period_start >= ${range.startDay}::date and period_start <= ${range.endDay}::date group by 1`,
    ),
    totalsPerDay(
      db,
      sql`select ${bangkokDayOf(sql`paid_at`)} as day, sum(amount_satang)::bigint as amount, count(*)::bigint as row_count
          from loss_returns where brand_id = ${brandId} and status = 'paid' and ${inRange(sql`paid_at`, from, to)} group by 1`,
    ),
    totalsPerDay(
      db,
      sql`select ${bangkokDayOf(sql`created_at`)} as day, count(*)::bigint as amount, count(*)::bigint as row_count
          from members where brand_id = ${brandId} and ${inRange(sql`created_at`, from, to)} group by 1`,
    ),
  ]);
  return { deposits, withdrawals, bonuses, grossGamingRevenue, affiliateCommissions, lossReturns, newMembers };
}

export type DailyTotals = Awaited<ReturnType<typeof readDailyTotals>>;
