-- Operators for some brands only (docs/decisions.md, Operators): every operator so far keeps all brands.
CREATE TABLE "operator_brands" (
	"operator_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	CONSTRAINT "operator_brands_operator_id_brand_id_pk" PRIMARY KEY("operator_id","brand_id")
);
--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "is_all_brands" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_brands" ADD CONSTRAINT "operator_brands_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_brands" ADD CONSTRAINT "operator_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;