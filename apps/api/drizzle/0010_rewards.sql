CREATE TABLE "reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"transaction_ref" text NOT NULL,
	"country" char(2) NOT NULL,
	"points" integer NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_redemptions_points_ck" CHECK ("reward_redemptions"."points" > 0),
	CONSTRAINT "reward_redemptions_status_ck" CHECK ("reward_redemptions"."status" in ('reserved', 'redeemed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"brand_id" integer,
	"variant_id" integer,
	"art" text DEFAULT 'gift' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"countries" char(2)[],
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_points_ck" CHECK ("rewards"."points" > 0),
	CONSTRAINT "rewards_stock_ck" CHECK ("rewards"."stock" >= 0),
	CONSTRAINT "rewards_window_ck" CHECK ("rewards"."starts_at" is null or "rewards"."ends_at" is null or "rewards"."starts_at" < "rewards"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redemptions_transaction_uq" ON "reward_redemptions" USING btree ("customer_id","transaction_ref") WHERE "reward_redemptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "reward_redemptions_reward_idx" ON "reward_redemptions" USING btree ("reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_slug_uq" ON "rewards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "rewards_listing_idx" ON "rewards" USING btree ("active","position");