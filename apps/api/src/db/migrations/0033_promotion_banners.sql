CREATE TABLE "promotion_carousel_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_carousel_banners_schedule_check" CHECK ("promotion_carousel_banners"."ends_at" is null or "promotion_carousel_banners"."starts_at" is null or "promotion_carousel_banners"."ends_at" > "promotion_carousel_banners"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_carousel_banners" ADD CONSTRAINT "promotion_carousel_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_carousel_banners_brand_idx" ON "promotion_carousel_banners" USING btree ("brand_id","sort_order");