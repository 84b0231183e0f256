import { sql, type SQL } from 'drizzle-orm';

/**
 * The provider rounds that started in [from, to), among the wallet transactions `where` selects:
 * one row per (member, provider, round) with its bets not rolled back, its wins and its start.
 * The win/loss log, its daily totals and loss-return all count rounds this one way, so a round
 * always falls on the same day for each of them. Used as a CTE body: `with rounds as (...)`.
 */
export function providerRoundsStartedIn(where: SQL, from: Date, to: Date): SQL {
  return sql`select t.member_id, t.provider_id, t.round_id, min(t.game_code) as game_code,
      coalesce(sum(t.amount_satang) filter (where t.kind = 'bet' and not t.is_rolled_back), 0) as bet_satang,
      coalesce(sum(t.amount_satang) filter (where t.kind = 'win'), 0) as win_satang,
      min(t.created_at) as started_at
    from provider_transactions t
    where ${where} and t.kind in ('bet', 'win')
    group by t.member_id, t.provider_id, t.round_id
    having min(t.created_at) >= ${from.toISOString()}::timestamptz and min(t.created_at) < ${to.toISOString()}::timestamptz`;
}
