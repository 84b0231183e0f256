-- The days each period job has judged per brand, so that a switch between daily and weekly
-- never pays a day twice (modules/period-runs).
CREATE TABLE "period_runs" (
	"brand_id" uuid NOT NULL,
	"job" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_runs_brand_id_job_period_start_pk" PRIMARY KEY("brand_id","job","period_start"),
	CONSTRAINT "period_runs_job_check" CHECK ("period_runs"."job" in ('affiliate_commission', 'loss_return')),
	CONSTRAINT "period_runs_days_check" CHECK ("period_runs"."period_start" <= "period_runs"."period_end")
);
--> statement-breakpoint
ALTER TABLE "period_runs" ADD CONSTRAINT "period_runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The periods the jobs have already paid, from what they paid: each line names its period.
INSERT INTO "period_runs" ("brand_id", "job", "period_start", "period_end")
SELECT "brand_id", 'affiliate_commission', "period_start", max("period_end") FROM "affiliate_commissions"
GROUP BY "brand_id", "period_start";
--> statement-breakpoint
INSERT INTO "period_runs" ("brand_id", "job", "period_start", "period_end")
SELECT "brand_id", 'loss_return', "period_start", max("period_end") FROM "loss_returns"
GROUP BY "brand_id", "period_start";
