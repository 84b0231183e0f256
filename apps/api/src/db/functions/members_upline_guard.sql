-- The upline is set once, at registration, to a member of the same brand. Refusing any later
-- change means no referral loop can ever form: every member's upline joined before them.
CREATE OR REPLACE FUNCTION members_upline_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.upline_id IS DISTINCT FROM OLD.upline_id THEN
    RAISE EXCEPTION 'a member''s upline cannot change' USING ERRCODE = 'AF001';
  END IF;
  IF TG_OP = 'INSERT' AND NEW.upline_id IS NOT NULL
     AND NOT EXISTS (SELECT 1 FROM members WHERE id = NEW.upline_id AND brand_id = NEW.brand_id) THEN
    RAISE EXCEPTION 'the upline must be a member of the same brand' USING ERRCODE = 'AF002';
  END IF;
  RETURN NEW;
END;
$$;
