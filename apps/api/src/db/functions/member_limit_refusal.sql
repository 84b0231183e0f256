-- Whether a bet or a deposit of p_amount_satang at p_at would pass a limit the member set on
-- their own play (docs/player-protection.md): null when it would not, otherwise the limit it
-- passes, as {kind, period, limitSatang, usedSatang, resetsAt}. Read-only.
--
-- The limits in force are, per kind and period, the newest change that applies (a lowering or a
-- confirmed raise; a raise only requested changes nothing); an amount of null is no limit. Most
-- members set none, so the usual cost is one empty index read. What is used of each limit is
-- member_limit_usage's. When the movement passes several limits, the one that starts again last
-- is named: the movement stays refused until then.
--
-- ledger_post_transfer calls it after locking the member's account, which every bet and deposit
-- of the member and every change of their limits lock too: what it reads is then settled, and a
-- change is in force for every movement after it, whatever the movement's own time stamp.
CREATE OR REPLACE FUNCTION member_limit_refusal(
  p_member_id uuid,
  p_movement text,
  p_amount_satang bigint,
  p_at timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_kinds text[] := CASE WHEN p_movement = 'deposit' THEN ARRAY['deposit'] ELSE ARRAY['loss', 'wager'] END;
  v_limit record;
  v_refusal jsonb;
  v_resets_at timestamptz;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM member_limit_changes c WHERE c.member_id = p_member_id AND c.kind = ANY (v_kinds)) THEN
    RETURN NULL;
  END IF;
  FOR v_limit IN
    SELECT l.kind, l.period, l.amount_satang, u.used_satang, u.resets_at
    FROM (
      SELECT DISTINCT ON (c.kind, c.period) c.kind, c.period, c.amount_satang
      FROM member_limit_changes c
      WHERE c.member_id = p_member_id AND c.change <> 'raise_requested' AND c.kind = ANY (v_kinds)
      ORDER BY c.kind, c.period, c.id DESC
    ) l
    JOIN member_limit_usage(p_member_id, p_at) u ON u.kind = l.kind AND u.period = l.period
    WHERE l.amount_satang IS NOT NULL
  LOOP
    IF v_limit.used_satang + p_amount_satang > v_limit.amount_satang
      AND (v_resets_at IS NULL OR v_limit.resets_at > v_resets_at) THEN
      v_resets_at := v_limit.resets_at;
      v_refusal := jsonb_build_object(
        'kind', v_limit.kind,
        'period', v_limit.period,
        'limitSatang', v_limit.amount_satang,
        'usedSatang', v_limit.used_satang,
        'resetsAt', v_limit.resets_at
      );
    END IF;
  END LOOP;
  RETURN v_refusal;
END;
$$;
