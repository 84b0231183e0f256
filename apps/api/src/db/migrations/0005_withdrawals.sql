CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_satang" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"hold_id" bigint NOT NULL,
	"bangkok_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"bank_reference" text,
	"reject_reason" text,
	CONSTRAINT "withdrawals_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'completed', 'rejected')),
	CONSTRAINT "withdrawals_positive" CHECK ("withdrawals"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_operators_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_member_day_idx" ON "withdrawals" USING btree ("member_id","bangkok_day");--> statement-breakpoint
CREATE INDEX "withdrawals_brand_status_idx" ON "withdrawals" USING btree ("brand_id","status","created_at");