import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';
import { providerRoundsStartedIn } from './provider-rounds.sql';

export interface RoundRow extends Record<string, unknown> {
  round_id: string;
  provider_code: string;
  game_code: string;
  bet_satang: number;
  win_satang: number;
  started_at: string | Date;
}

/**
 * The member's rounds that started in [from, to): bets that were not rolled back and wins, added
 * up per provider round. Newest first, at most `limit`.
 */
export function listRounds(db: Database, memberId: string, from: Date, to: Date, limit: number): Promise<RoundRow[]> {
  return queryRows<RoundRow>(
    db,
    // A round played through an aggregator is named after the product (studio) whose game it was.
    sql`with rounds as (${providerRoundsStartedIn(sql`t.member_id = ${memberId}`, from, to)})
        select r.round_id,
               coalesce((select product.code from game_providers product join games g on g.provider_id = product.id
                         where product.aggregator_id = p.id and g.code = r.game_code limit 1), p.code) as provider_code,
               r.game_code, r.bet_satang::bigint as bet_satang, r.win_satang::bigint as win_satang, r.started_at
        from rounds r join game_providers p on p.id = r.provider_id
        order by r.started_at desc
        limit ${limit}`,
  );
}

interface DayRow extends Record<string, unknown> {
  day: string;
  bet_satang: string | number;
  win_satang: string | number;
  rounds: string | number;
}

/**
 * Totals per Bangkok day of every round that started in [from, to), however many: the round
 * list is capped, the totals never are. A round belongs to the day it started.
 */
export async function dailyTotals(db: Database, memberId: string, from: Date, to: Date) {
  const rows = await queryRows<DayRow>(
    db,
    sql`with rounds as (${providerRoundsStartedIn(sql`t.member_id = ${memberId}`, from, to)})
        select to_char(started_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD') as day,
               sum(bet_satang)::bigint as bet_satang, sum(win_satang)::bigint as win_satang, count(*)::bigint as rounds
        from rounds group by 1 order by 1 desc`,
  );
  return rows.map((row) => {
    const betSatang = Number(row.bet_satang);
    const winSatang = Number(row.win_satang);
    return { day: row.day, betSatang, winSatang, netSatang: winSatang - betSatang, rounds: Number(row.rounds) };
  });
}
