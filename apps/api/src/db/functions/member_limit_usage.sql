-- What counts against each of a member's limits at p_at (docs/player-protection.md): one row per
-- kind and period, with the period's end. Periods are the Bangkok day, the Monday-to-Sunday
-- Bangkok week and the Bangkok calendar month that p_at falls in. What is used:
--   deposit: deposits credited in the period;
--   wager:   bets placed in the period and not rolled back;
--   loss:    the same bets less the wins paid in the period (negative after a winning run).
-- Bets and wins are the wallet's calls (provider_transactions), which every game's money passes
-- through. Each table is read once, by member and time on its index, from the earliest start.
-- The one definition of "used": member_limit_refusal judges bets and deposits with it, and the
-- member's page and the console show it.
CREATE OR REPLACE FUNCTION member_limit_usage(p_member_id uuid, p_at timestamptz)
RETURNS TABLE (kind text, period text, used_satang bigint, resets_at timestamptz) LANGUAGE sql STABLE AS $$
  WITH bounds AS (
    SELECT p.period,
      date_trunc(p.period, p_at AT TIME ZONE 'Asia/Bangkok') AS local_start
    FROM unnest(ARRAY['day', 'week', 'month']) AS p(period)
  ),
  starts AS (
    SELECT b.period, b.local_start AT TIME ZONE 'Asia/Bangkok' AS starts_at,
      (b.local_start + ('1 ' || b.period)::interval) AT TIME ZONE 'Asia/Bangkok' AS resets_at
    FROM bounds b
  ),
  earliest AS (SELECT min(s.starts_at) AS starts_at FROM starts s),
  deposits_in AS (
    SELECT d.amount_satang, d.created_at FROM deposits d, earliest e
    WHERE d.member_id = p_member_id AND d.created_at >= e.starts_at
  ),
  play_in AS (
    SELECT t.kind, t.amount_satang, t.created_at FROM provider_transactions t, earliest e
    WHERE t.member_id = p_member_id AND t.created_at >= e.starts_at
      AND (t.kind = 'win' OR (t.kind = 'bet' AND NOT t.is_rolled_back))
  )
  SELECT k.kind, s.period,
    CASE k.kind
      WHEN 'deposit' THEN (SELECT COALESCE(sum(d.amount_satang), 0) FROM deposits_in d WHERE d.created_at >= s.starts_at)
      WHEN 'wager' THEN (SELECT COALESCE(sum(p.amount_satang) FILTER (WHERE p.kind = 'bet'), 0) FROM play_in p WHERE p.created_at >= s.starts_at)
      ELSE (SELECT COALESCE(sum(CASE WHEN p.kind = 'bet' THEN p.amount_satang ELSE -p.amount_satang END), 0) FROM play_in p WHERE p.created_at >= s.starts_at)
    END::bigint,
    s.resets_at
  FROM starts s CROSS JOIN (VALUES ('deposit'), ('loss'), ('wager')) AS k(kind)
$$;
