ALTER TABLE "prize_draws" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_request_key_unique" UNIQUE("member_id","game","request_key");