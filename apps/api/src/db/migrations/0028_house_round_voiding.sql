-- A round claimed for a rollback the wallet has not confirmed yet is "voiding": from then on
-- nothing can settle it, and the rollback is sent again until the wallet confirms it.
ALTER TABLE "house_rounds" DROP CONSTRAINT "house_rounds_status_check";--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_status_check" CHECK ("house_rounds"."status" in ('pending', 'placed', 'closing', 'settled', 'refused', 'voiding', 'voided'));