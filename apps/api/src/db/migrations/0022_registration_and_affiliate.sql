CREATE TABLE "affiliate_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"downline_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"basis" text NOT NULL,
	"percent_bps" integer NOT NULL,
	"base_satang" bigint NOT NULL,
	"commission_satang" bigint NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_commissions_line_unique" UNIQUE("affiliate_id","downline_id","period_start")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "chat_widget" jsonb DEFAULT '{"isEnabled":false,"scriptUrl":"","fields":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "affiliate_basis" text DEFAULT 'net_loss' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "affiliate_percent_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "affiliate_period" text DEFAULT 'daily' NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "affiliate_code" text;--> statement-breakpoint
-- Members who joined before the affiliate programme get a code now (8 characters, as new ones do).
UPDATE "members" SET "affiliate_code" = upper(substr(md5("id"::text || random()::text), 1, 8));--> statement-breakpoint
ALTER TABLE "members" ALTER COLUMN "affiliate_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "upline_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "team_code" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "marketing_code" text;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_affiliate_id_members_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_commissions" ADD CONSTRAINT "affiliate_commissions_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_commissions_affiliate_idx" ON "affiliate_commissions" USING btree ("affiliate_id","period_start");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_phone_unique" UNIQUE("brand_id","phone");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_brand_affiliate_code_unique" UNIQUE("brand_id","affiliate_code");--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_affiliate_basis_check" CHECK ("brands"."affiliate_basis" in ('net_loss', 'deposit'));--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_affiliate_percent_check" CHECK ("brands"."affiliate_percent_bps" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_affiliate_period_check" CHECK ("brands"."affiliate_period" in ('weekly', 'daily'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_not_self_check" CHECK ("members"."upline_id" <> "members"."id");--> statement-breakpoint
-- The upline is set once, at registration, to a member of the same brand. Refusing any later
-- change means no referral loop can ever form: every member's upline joined before them.
CREATE FUNCTION members_upline_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
$$;--> statement-breakpoint
CREATE TRIGGER members_upline_guard BEFORE INSERT OR UPDATE OF upline_id ON "members"
  FOR EACH ROW EXECUTE FUNCTION members_upline_guard();