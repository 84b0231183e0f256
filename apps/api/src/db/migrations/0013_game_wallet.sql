CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"secret" text NOT NULL,
	"wallet_type" text DEFAULT 'seamless' NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_providers_brand_code_unique" UNIQUE("brand_id","code")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"game_code" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_rollback_tombstones" (
	"provider_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_rollback_tombstones_provider_id_transaction_id_pk" PRIMARY KEY("provider_id","transaction_id")
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"brand_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount_satang" bigint NOT NULL,
	"reference_transaction_id" text,
	"is_rolled_back" boolean DEFAULT false NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_id_unique" UNIQUE("provider_id","transaction_id"),
	CONSTRAINT "provider_transactions_kind_check" CHECK ("provider_transactions"."kind" in ('bet', 'win', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "game_providers" ADD CONSTRAINT "game_providers_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_rollback_tombstones" ADD CONSTRAINT "provider_rollback_tombstones_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_member_idx" ON "provider_transactions" USING btree ("member_id","created_at");