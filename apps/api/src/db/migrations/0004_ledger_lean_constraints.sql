-- Leaner ledger tables: the foreign keys of transfers and entries are checked inside the locked
-- section of every transfer and cost about a fifth of its throughput. ledger_post_transfer
-- already reads both accounts under lock and refuses unknown ones; accounts and transfers can
-- never be deleted (triggers below and in 0001). Entries are keyed by (transfer, account),
-- which also serves looking up a transfer's postings.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_brand_id_brands_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_from_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_to_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "ledger_entries_transfer_idx";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transfer_id_account_id_pk" PRIMARY KEY("transfer_id","account_id");
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE FUNCTION refuse_account_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.brand_id <> OLD.brand_id OR NEW.member_id IS DISTINCT FROM OLD.member_id
     OR NEW.kind <> OLD.kind OR NEW.is_overdraft_allowed <> OLD.is_overdraft_allowed THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity_fixed
  BEFORE UPDATE OF id, brand_id, member_id, kind, is_overdraft_allowed ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_account_identity_change();
