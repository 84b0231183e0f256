-- Four-eyes that one admin cannot step around (docs/decisions.md, Operators): a weaker rule waits
-- in four_eyes_proposal for a second admin, and each withdrawal keeps whether it needed two
-- approvals when it was asked for.
ALTER TABLE "brands" ADD COLUMN "four_eyes_proposal" jsonb;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "needs_second_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Withdrawals still open are judged by the rule in force now, one by one, as they were before.
UPDATE "withdrawals" AS w SET "needs_second_approval" = true
FROM "brands" AS b
WHERE b."id" = w."brand_id" AND w."status" IN ('pending', 'processing', 'failed')
  AND b."four_eyes_threshold_satang" IS NOT NULL AND w."amount_satang" > b."four_eyes_threshold_satang";
