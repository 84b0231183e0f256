ALTER TABLE "bank_statement_lines" DROP CONSTRAINT "bank_statement_lines_reference_unique";--> statement-breakpoint
ALTER TABLE "deposit_evidence" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_transfer_unique" UNIQUE("brand_id","sender_bank_code","bank_reference");