ALTER TABLE "slip_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "slip_requests" ADD COLUMN "deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "slip_requests" ADD CONSTRAINT "slip_requests_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slip_requests_queue_idx" ON "slip_requests" USING btree ("brand_id","status","created_at");--> statement-breakpoint
ALTER TABLE "slip_requests" ADD CONSTRAINT "slip_requests_deposit_check" CHECK (("slip_requests"."status" = 'approved') = ("slip_requests"."deposit_id" is not null));