-- The break from play in force for a member at p_at (docs/player-protection.md): their own
-- time-outs and self-exclusions, and the self-exclusions of their linked members
-- (linked_member_ids). The one that ends last, a permanent one first; no row when the member may
-- play.
--
-- Every game wallet bet asks this, so it is a function: PL/pgSQL keeps the statement's plan for
-- the connection instead of planning the joins again on every call, and each part is a probe of
-- an index rather than a scan of every break with the linked members as a filter.
CREATE OR REPLACE FUNCTION member_break_in_force(
  p_member_id uuid,
  p_at timestamptz
) RETURNS TABLE (
  kind text,
  period text,
  starts_at timestamptz,
  ends_at timestamptz,
  is_linked boolean,
  operator_username text,
  reason text
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT b.kind, b.period, b.starts_at, b.ends_at, b.member_id <> p_member_id,
      CASE WHEN b.member_id = p_member_id THEN o.username END,
      CASE WHEN b.member_id = p_member_id THEN b.reason END
    FROM (
      SELECT own.* FROM member_breaks own WHERE own.member_id = p_member_id
      UNION ALL
      SELECT linked.* FROM member_breaks linked
      WHERE linked.kind = 'self_exclusion' AND linked.member_id IN (SELECT linked_member_ids(p_member_id))
    ) b
    LEFT JOIN operators o ON o.id = b.operator_id
    WHERE b.starts_at <= p_at AND (b.ends_at IS NULL OR b.ends_at > p_at)
    ORDER BY b.ends_at DESC NULLS FIRST
    LIMIT 1;
END;
$$;
