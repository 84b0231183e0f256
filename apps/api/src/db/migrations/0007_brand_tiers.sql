CREATE TABLE "brand_tiers" (
	"brand_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_disabled" boolean NOT NULL,
	"judged_monthly" boolean NOT NULL,
	"requirement_satang" bigint NOT NULL,
	"withdraw_cap_satang" bigint NOT NULL,
	"withdraw_cap_per" text NOT NULL,
	"max_per_withdrawal_satang" bigint,
	"loss_return_basis_points" integer NOT NULL,
	"next_level_satang" bigint NOT NULL,
	"colour" text NOT NULL,
	"image_path" text NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "brand_tiers_brand_id_level_pk" PRIMARY KEY("brand_id","level"),
	CONSTRAINT "brand_tiers_level_check" CHECK ("brand_tiers"."level" between 1 and 6),
	CONSTRAINT "brand_tiers_cap_per_check" CHECK ("brand_tiers"."withdraw_cap_per" in ('day', 'transaction'))
);
--> statement-breakpoint
ALTER TABLE "brand_tiers" ADD CONSTRAINT "brand_tiers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;