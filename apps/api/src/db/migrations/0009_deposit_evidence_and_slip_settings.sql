CREATE TABLE "deposit_evidence" (
	"sender_bank_code" text NOT NULL,
	"bank_reference" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_evidence_sender_bank_code_bank_reference_pk" PRIMARY KEY("sender_bank_code","bank_reference")
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "slip_max_age_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "deposit_min_satang" bigint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_evidence" ADD CONSTRAINT "deposit_evidence_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;