-- A ledger account may change only its balance: its owner, brand, kind, shard and overdraft
-- permission are its identity (trigger ledger_accounts_identity_fixed).
CREATE OR REPLACE FUNCTION refuse_account_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.brand_id <> OLD.brand_id OR NEW.member_id IS DISTINCT FROM OLD.member_id
     OR NEW.kind <> OLD.kind OR NEW.shard <> OLD.shard OR NEW.is_overdraft_allowed <> OLD.is_overdraft_allowed THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
