CREATE TABLE "promotion_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_gifts_stock_ck" CHECK ("promotion_gifts"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"customer_id" integer,
	"email" text,
	"order_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"percent" integer,
	"amounts" jsonb,
	"min_spend" jsonb,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"product_ids" integer[],
	"brand_ids" integer[],
	"countries" char(2)[],
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"gift_max" integer,
	"listed" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_ck" CHECK ("promotions"."kind" in ('percentage', 'fixed', 'free_shipping', 'gift', 'bundle')),
	CONSTRAINT "promotions_percent_ck" CHECK ("promotions"."percent" is null or "promotions"."percent" between 1 and 100),
	CONSTRAINT "promotions_window_ck" CHECK ("promotions"."starts_at" is null or "promotions"."ends_at" is null or "promotions"."starts_at" < "promotions"."ends_at"),
	CONSTRAINT "promotions_limits_ck" CHECK (("promotions"."usage_limit" is null or "promotions"."usage_limit" > 0) and ("promotions"."per_customer_limit" is null or "promotions"."per_customer_limit" > 0)),
	CONSTRAINT "promotions_gift_ck" CHECK ("promotions"."kind" <> 'gift' or "promotions"."gift_max" > 0)
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"countries" char(2)[],
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "samples_stock_ck" CHECK ("samples"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bag_gifts" (
	"bag_id" uuid NOT NULL,
	"gift_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_gifts_bag_id_gift_id_pk" PRIMARY KEY("bag_id","gift_id")
);
--> statement-breakpoint
CREATE TABLE "bag_samples" (
	"bag_id" uuid NOT NULL,
	"sample_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_samples_bag_id_sample_id_pk" PRIMARY KEY("bag_id","sample_id")
);
--> statement-breakpoint
ALTER TABLE "bags" ADD COLUMN "promotion_code" text;--> statement-breakpoint
ALTER TABLE "promotion_gifts" ADD CONSTRAINT "promotion_gifts_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_gifts" ADD CONSTRAINT "promotion_gifts_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "samples" ADD CONSTRAINT "samples_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_gifts" ADD CONSTRAINT "bag_gifts_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_gifts" ADD CONSTRAINT "bag_gifts_gift_id_promotion_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."promotion_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_samples" ADD CONSTRAINT "bag_samples_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_samples" ADD CONSTRAINT "bag_samples_sample_id_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_gifts_promotion_idx" ON "promotion_gifts" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_uq" ON "promotion_redemptions" USING btree ("promotion_id","order_ref");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("code") WHERE "promotions"."code" is not null;--> statement-breakpoint
CREATE INDEX "promotions_automatic_idx" ON "promotions" USING btree ("active") WHERE "promotions"."code" is null;--> statement-breakpoint
CREATE INDEX "samples_listing_idx" ON "samples" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "bag_gifts_promotion_idx" ON "bag_gifts" USING btree ("bag_id","promotion_id");