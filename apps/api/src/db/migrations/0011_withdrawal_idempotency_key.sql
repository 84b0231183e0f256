-- Requests made before keys existed get their own id as key.
ALTER TABLE "withdrawals" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "withdrawals" SET "idempotency_key" = "id"::text WHERE "idempotency_key" IS NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_key_unique" UNIQUE("member_id","idempotency_key");
