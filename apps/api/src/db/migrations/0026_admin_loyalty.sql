ALTER TABLE "prize_options" DROP CONSTRAINT "prize_options_weight_check";--> statement-breakpoint
CREATE INDEX "prize_draws_option_idx" ON "prize_draws" USING btree ("option_id");--> statement-breakpoint
ALTER TABLE "prize_options" ADD CONSTRAINT "prize_options_weight_check" CHECK ("prize_options"."weight" >= 0);