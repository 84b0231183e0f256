CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"is_popup" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"poster_key" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"title" text NOT NULL,
	"image_key" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_addresses" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"house_number" text NOT NULL,
	"moo" text NOT NULL,
	"road" text NOT NULL,
	"subdistrict" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"postcode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_reward_settings" (
	"brand_id" uuid PRIMARY KEY NOT NULL,
	"is_check_in_open" boolean DEFAULT true NOT NULL,
	"points_per_100_baht_deposit" integer DEFAULT 1 NOT NULL,
	"wheel_daily_draws" smallint DEFAULT 1 NOT NULL,
	"wheel_deposit_min_satang" bigint DEFAULT 50000 NOT NULL,
	"flip_card_daily_draws" smallint DEFAULT 1 NOT NULL,
	"flip_card_deposit_min_satang" bigint DEFAULT 50000 NOT NULL,
	"deposit_draw_valid_days" smallint DEFAULT 7 NOT NULL,
	CONSTRAINT "brand_reward_settings_non_negative" CHECK ("brand_reward_settings"."points_per_100_baht_deposit" >= 0 and "brand_reward_settings"."wheel_daily_draws" >= 0 and "brand_reward_settings"."flip_card_daily_draws" >= 0 and "brand_reward_settings"."wheel_deposit_min_satang" >= 0 and "brand_reward_settings"."flip_card_deposit_min_satang" >= 0 and "brand_reward_settings"."deposit_draw_valid_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "check_in_days" (
	"brand_id" uuid NOT NULL,
	"day_of_month" smallint NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "check_in_days_brand_day_unique" UNIQUE("brand_id","day_of_month"),
	CONSTRAINT "check_in_days_day_check" CHECK ("check_in_days"."day_of_month" between 1 and 31),
	CONSTRAINT "check_in_days_reward_check" CHECK (("check_in_days"."reward_kind" = 'none' and "check_in_days"."amount" = 0) or ("check_in_days"."reward_kind" in ('credit', 'point') and "check_in_days"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"bangkok_day" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_member_day_unique" UNIQUE("member_id","bangkok_day")
);
--> statement-breakpoint
CREATE TABLE "prize_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"game" text NOT NULL,
	"entitlement" text NOT NULL,
	"option_id" uuid NOT NULL,
	"label" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_draws_entitlement_unique" UNIQUE("member_id","game","entitlement")
);
--> statement-breakpoint
CREATE TABLE "prize_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"game" text NOT NULL,
	"position" smallint NOT NULL,
	"label" text NOT NULL,
	"colour" text NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"weight" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "prize_options_position_unique" UNIQUE("brand_id","game","position"),
	CONSTRAINT "prize_options_game_check" CHECK ("prize_options"."game" in ('wheel', 'flip_card')),
	CONSTRAINT "prize_options_weight_check" CHECK ("prize_options"."weight" > 0),
	CONSTRAINT "prize_options_reward_check" CHECK (("prize_options"."reward_kind" = 'none' and "prize_options"."amount" = 0) or ("prize_options"."reward_kind" in ('credit', 'point') and "prize_options"."amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "reward_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"cost_points" integer NOT NULL,
	"credit_satang" bigint,
	"stock_left" integer,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reward_items_kind_check" CHECK (("reward_items"."kind" = 'credit' and "reward_items"."credit_satang" > 0) or ("reward_items"."kind" = 'physical' and "reward_items"."credit_satang" is null)),
	CONSTRAINT "reward_items_cost_check" CHECK ("reward_items"."cost_points" > 0),
	CONSTRAINT "reward_items_stock_check" CHECK ("reward_items"."stock_left" is null or "reward_items"."stock_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"item_name" text NOT NULL,
	"kind" text NOT NULL,
	"cost_points" integer NOT NULL,
	"credit_satang" bigint,
	"status" text NOT NULL,
	"address" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "reward_requests_member_key_unique" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "reward_requests_status_check" CHECK ("reward_requests"."status" in ('paid', 'pending', 'fulfilled', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_videos" ADD CONSTRAINT "media_videos_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_banners" ADD CONSTRAINT "promotion_banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_addresses" ADD CONSTRAINT "member_addresses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reward_settings" ADD CONSTRAINT "brand_reward_settings_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_days" ADD CONSTRAINT "check_in_days_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_draws" ADD CONSTRAINT "prize_draws_option_id_prize_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."prize_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_options" ADD CONSTRAINT "prize_options_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_categories" ADD CONSTRAINT "reward_categories_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_items" ADD CONSTRAINT "reward_items_category_id_reward_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."reward_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_requests" ADD CONSTRAINT "reward_requests_item_id_reward_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_brand_idx" ON "announcements" USING btree ("brand_id","starts_at");--> statement-breakpoint
CREATE INDEX "prize_draws_member_idx" ON "prize_draws" USING btree ("member_id","game","created_at");--> statement-breakpoint
CREATE INDEX "reward_requests_member_idx" ON "reward_requests" USING btree ("member_id","created_at");