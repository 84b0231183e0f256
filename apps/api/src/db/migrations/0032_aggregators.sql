CREATE TABLE "aggregator_categories" (
	"provider_id" uuid NOT NULL,
	"aggregator_category" text NOT NULL,
	"category_code" text NOT NULL,
	CONSTRAINT "aggregator_categories_provider_id_aggregator_category_pk" PRIMARY KEY("provider_id","aggregator_category")
);
--> statement-breakpoint
CREATE TABLE "aggregator_connections" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"api_url" text NOT NULL,
	"operator_id" integer NOT NULL,
	"signing_key_sealed" text,
	"allows_demo" boolean DEFAULT false NOT NULL,
	"synced_at" timestamp with time zone,
	"sync_error" text
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "aggregator_id" uuid;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "aggregator_product" text;--> statement-breakpoint
ALTER TABLE "game_providers" ADD COLUMN "logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "has_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "released_on" date;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "is_listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "aggregator_categories" ADD CONSTRAINT "aggregator_categories_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aggregator_connections" ADD CONSTRAINT "aggregator_connections_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_aggregator_id_game_providers_id_fk" FOREIGN KEY ("aggregator_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_aggregator_product_unique" UNIQUE("aggregator_id","aggregator_product");