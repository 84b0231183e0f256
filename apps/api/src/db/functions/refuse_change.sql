-- Audit entries and ledger history are evidence: the database itself refuses to change them.
-- Triggers on audit_log, ledger_transfers, ledger_entries, member_breaks (update, delete) and ledger_accounts
-- (delete) call it.
CREATE OR REPLACE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'table % is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;
