CREATE TABLE "house_play_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"wallet_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "house_play_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"game_code" text NOT NULL,
	"bet_satang" bigint NOT NULL,
	"win_satang" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"input" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "house_rounds_seed_nonce_unique" UNIQUE("seed_id","nonce"),
	CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'placed', 'closing', 'settled', 'refused', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"last_spin_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loss_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"loss_satang" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loss_returns_member_period_unique" UNIQUE("member_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_kind_unique";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "loss_return_mode" text DEFAULT 'credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "loss_return_period" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "protocol" text DEFAULT 'generic' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "house_play_sessions" ADD CONSTRAINT "house_play_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_play_sessions" ADD CONSTRAINT "house_play_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_returns" ADD CONSTRAINT "loss_returns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_returns" ADD CONSTRAINT "loss_returns_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_rounds_member_idx" ON "house_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_one_active" ON "house_seeds" USING btree ("member_id") WHERE "house_seeds"."is_active";--> statement-breakpoint
CREATE INDEX "loss_returns_brand_idx" ON "loss_returns" USING btree ("brand_id","period_start");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_kind_unique" UNIQUE NULLS NOT DISTINCT("brand_id","member_id","kind","shard");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_loss_return_mode_check" CHECK ("brands"."loss_return_mode" in ('credit', 'claim'));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_loss_return_period_check" CHECK ("brands"."loss_return_period" in ('weekly', 'daily'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_member_unsharded" CHECK ("ledger_accounts"."member_id" is null or "ledger_accounts"."shard" = 0);--> statement-breakpoint
-- An account's shard is part of its identity: like its owner and kind, it never changes.
CREATE OR REPLACE FUNCTION refuse_account_identity_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.brand_id <> OLD.brand_id OR NEW.member_id IS DISTINCT FROM OLD.member_id
     OR NEW.kind <> OLD.kind OR NEW.shard <> OLD.shard OR NEW.is_overdraft_allowed <> OLD.is_overdraft_allowed THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER ledger_accounts_identity_fixed ON ledger_accounts;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity_fixed
  BEFORE UPDATE OF id, brand_id, member_id, kind, shard, is_overdraft_allowed ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_account_identity_change();
