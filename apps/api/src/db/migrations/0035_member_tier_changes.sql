CREATE TABLE "member_tier_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"operator_id" uuid,
	"deposit_id" uuid,
	"review_month" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	CONSTRAINT "member_tier_changes_levels_check" CHECK ("member_tier_changes"."from_level" between 1 and 6 and "member_tier_changes"."to_level" between 1 and 6 and "member_tier_changes"."from_level" <> "member_tier_changes"."to_level"),
	CONSTRAINT "member_tier_changes_reason_check" CHECK ("member_tier_changes"."reason" in ('deposit', 'monthly_review', 'operator')),
	CONSTRAINT "member_tier_changes_reason_fields_check" CHECK (("member_tier_changes"."reason" = 'operator') = ("member_tier_changes"."operator_id" is not null and "member_tier_changes"."note" is not null) and ("member_tier_changes"."reason" = 'monthly_review') = ("member_tier_changes"."review_month" is not null))
);
--> statement-breakpoint
ALTER TABLE "period_runs" DROP CONSTRAINT "period_runs_job_check";--> statement-breakpoint
ALTER TABLE "member_tier_changes" ADD CONSTRAINT "member_tier_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tier_changes" ADD CONSTRAINT "member_tier_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tier_changes" ADD CONSTRAINT "member_tier_changes_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tier_changes" ADD CONSTRAINT "member_tier_changes_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tier_changes_member_idx" ON "member_tier_changes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_tier_changes_review_once" ON "member_tier_changes" USING btree ("member_id","review_month") WHERE "member_tier_changes"."reason" = 'monthly_review';--> statement-breakpoint
ALTER TABLE "period_runs" ADD CONSTRAINT "period_runs_job_check" CHECK ("period_runs"."job" in ('affiliate_commission', 'loss_return', 'tier_review'));--> statement-breakpoint
-- The tier rules decided with the tier engine (docs/decisions.md, "Tiers"): platinum is judged on
-- cumulative deposits (spec section 4), and tier 5 vip is enabled. No member's tier moved before
-- this migration, so no member is judged on the old flags.
UPDATE "brand_tiers" SET "judged_monthly" = false WHERE "level" = 3;--> statement-breakpoint
UPDATE "brand_tiers" SET "is_disabled" = false WHERE "level" = 5;
