CREATE TABLE "member_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"change" text NOT NULL,
	"amount_satang" bigint,
	"request_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_limit_changes_kind_check" CHECK ("member_limit_changes"."kind" in ('deposit', 'loss', 'wager')),
	CONSTRAINT "member_limit_changes_period_check" CHECK ("member_limit_changes"."period" in ('day', 'week', 'month')),
	CONSTRAINT "member_limit_changes_change_check" CHECK ("member_limit_changes"."change" in ('lowered', 'raise_requested', 'raise_confirmed')),
	CONSTRAINT "member_limit_changes_amount_check" CHECK ("member_limit_changes"."amount_satang" is null or "member_limit_changes"."amount_satang" > 0),
	CONSTRAINT "member_limit_changes_request_check" CHECK (("member_limit_changes"."change" = 'raise_confirmed') = ("member_limit_changes"."request_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_status_check";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" smallint DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_limit_changes" ADD CONSTRAINT "member_limit_changes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limit_changes" ADD CONSTRAINT "member_limit_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_limit_changes" ADD CONSTRAINT "member_limit_changes_request_id_member_limit_changes_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."member_limit_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_limit_changes_member_idx" ON "member_limit_changes" USING btree ("member_id","kind","period","id");--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_status_check" CHECK ("bank_statement_lines"."status" in ('credited', 'unmatched', 'ambiguous', 'held', 'rejected'));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_reality_check_minutes_check" CHECK ("members"."reality_check_minutes" in (30, 60));--> statement-breakpoint
-- A limit's history is the record a regulator reads: the database refuses to change or remove a row.
CREATE TRIGGER member_limit_changes_append_only BEFORE UPDATE OR DELETE ON "member_limit_changes"
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
