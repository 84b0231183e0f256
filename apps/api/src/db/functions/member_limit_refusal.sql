-- Whether a bet or a deposit of p_amount_satang at p_at would pass a limit the member set on
-- their own play (docs/player-protection.md): null when it would not, otherwise the first limit
-- it passes, as {kind, period, limitSatang, usedSatang, resetsAt}. Read-only.
--
-- The limits in force are, per kind and period, the newest change that applies (a lowering or a
-- confirmed raise; a raise only requested changes nothing); an amount of null is no limit. Most
-- members set none, so the usual cost is one empty index read. Periods are the Bangkok day, the
-- Monday-to-Sunday Bangkok week and the Bangkok calendar month that p_at falls in. What is used:
--   deposit: deposits credited in the period;
--   wager:   bets placed in the period and not rolled back;
--   loss:    the same bets less the wins paid in the period (negative after a winning run).
-- Bets and wins are the wallet's calls (provider_transactions), which every game's money passes
-- through, read by member and time on their index.
--
-- ledger_post_transfer calls it after locking the member's account, which every bet and deposit
-- of the member and every change of their limits lock too: what it reads is then settled.
CREATE OR REPLACE FUNCTION member_limit_refusal(
  p_member_id uuid,
  p_movement text,
  p_amount_satang bigint,
  p_at timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_limit record;
  v_local timestamp := p_at AT TIME ZONE 'Asia/Bangkok';
  v_start_local timestamp;
  v_start timestamptz;
  v_used bigint;
  v_bets bigint;
  v_wins bigint;
BEGIN
  FOR v_limit IN
    SELECT DISTINCT ON (c.kind, c.period) c.kind, c.period, c.amount_satang
    FROM member_limit_changes c
    WHERE c.member_id = p_member_id
      AND c.change <> 'raise_requested'
      AND c.created_at <= p_at
      AND c.kind = ANY (CASE WHEN p_movement = 'deposit' THEN ARRAY['deposit'] ELSE ARRAY['loss', 'wager'] END)
    ORDER BY c.kind, c.period, c.id DESC
  LOOP
    CONTINUE WHEN v_limit.amount_satang IS NULL;
    v_start_local := date_trunc(v_limit.period, v_local);
    v_start := v_start_local AT TIME ZONE 'Asia/Bangkok';
    IF v_limit.kind = 'deposit' THEN
      SELECT COALESCE(sum(d.amount_satang), 0) INTO v_used
      FROM deposits d WHERE d.member_id = p_member_id AND d.created_at >= v_start;
    ELSE
      SELECT COALESCE(sum(t.amount_satang) FILTER (WHERE t.kind = 'bet' AND NOT t.is_rolled_back), 0),
             COALESCE(sum(t.amount_satang) FILTER (WHERE t.kind = 'win'), 0)
      INTO v_bets, v_wins
      FROM provider_transactions t
      WHERE t.member_id = p_member_id AND t.created_at >= v_start AND t.kind IN ('bet', 'win');
      v_used := CASE WHEN v_limit.kind = 'wager' THEN v_bets ELSE v_bets - v_wins END;
    END IF;
    IF v_used + p_amount_satang > v_limit.amount_satang THEN
      RETURN jsonb_build_object(
        'kind', v_limit.kind,
        'period', v_limit.period,
        'limitSatang', v_limit.amount_satang,
        'usedSatang', v_used,
        'resetsAt', (v_start_local + ('1 ' || v_limit.period)::interval) AT TIME ZONE 'Asia/Bangkok'
      );
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
