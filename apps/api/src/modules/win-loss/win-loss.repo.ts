import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw-query';

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
    sql`select t.round_id, p.code as provider_code, t.game_code,
          coalesce(sum(t.amount_satang) filter (where t.kind = 'bet' and not t.is_rolled_back), 0)::bigint as bet_satang,
          coalesce(sum(t.amount_satang) filter (where t.kind = 'win'), 0)::bigint as win_satang,
          min(t.created_at) as started_at
        from provider_transactions t
        join game_providers p on p.id = t.provider_id
        where t.member_id = ${memberId} and t.kind in ('bet', 'win')
        group by t.provider_id, p.code, t.round_id, t.game_code
        having min(t.created_at) >= ${from.toISOString()}::timestamptz and min(t.created_at) < ${to.toISOString()}::timestamptz
        order by started_at desc
        limit ${limit}`,
  );
}
