ALTER TABLE "prize_draws" ADD COLUMN "card_layout" jsonb;--> statement-breakpoint
ALTER TABLE "slip_requests" ADD COLUMN "claimed_amount_satang" bigint;--> statement-breakpoint
ALTER TABLE "slip_requests" ADD COLUMN "claimed_transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slip_requests" ADD CONSTRAINT "slip_requests_claimed_amount_check" CHECK ("slip_requests"."claimed_amount_satang" is null or "slip_requests"."claimed_amount_satang" > 0);