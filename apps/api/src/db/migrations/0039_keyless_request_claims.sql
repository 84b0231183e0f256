CREATE TABLE "keyless_request_claims" (
	"member_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "keyless_request_claims_member_id_fingerprint_pk" PRIMARY KEY("member_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "keyless_request_claims" ADD CONSTRAINT "keyless_request_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;