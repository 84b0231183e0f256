CREATE TABLE "member_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"operator_id" uuid,
	"reason" text,
	CONSTRAINT "member_breaks_kind_check" CHECK ("member_breaks"."kind" in ('time_out', 'self_exclusion')),
	CONSTRAINT "member_breaks_period_check" CHECK ("member_breaks"."period" in ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
	CONSTRAINT "member_breaks_end_check" CHECK ("member_breaks"."ends_at" is null or "member_breaks"."ends_at" > "member_breaks"."starts_at"),
	CONSTRAINT "member_breaks_operator_reason_check" CHECK (("member_breaks"."operator_id" is null) = ("member_breaks"."reason" is null))
);
--> statement-breakpoint
ALTER TABLE "member_breaks" ADD CONSTRAINT "member_breaks_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_breaks" ADD CONSTRAINT "member_breaks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_breaks" ADD CONSTRAINT "member_breaks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_breaks_member_idx" ON "member_breaks" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "member_banks_account_idx" ON "member_banks" USING btree ("bank_code","account_number");--> statement-breakpoint
CREATE INDEX "members_phone_idx" ON "members" USING btree ("phone");--> statement-breakpoint
-- A break is never shortened or lifted early: the database refuses to change or remove one.
CREATE TRIGGER member_breaks_append_only BEFORE UPDATE OR DELETE ON "member_breaks"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
