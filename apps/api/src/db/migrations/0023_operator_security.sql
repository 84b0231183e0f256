ALTER TABLE "brands" ADD COLUMN "operator_ip_allowlist" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "four_eyes_threshold_satang" bigint DEFAULT 5000000;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_by" uuid;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_approved_by_operators_id_fk" FOREIGN KEY ("first_approved_by") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;