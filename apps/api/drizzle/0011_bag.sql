CREATE TABLE "bag_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bag_id" uuid NOT NULL,
	"variant_id" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_lines_quantity_ck" CHECK ("bag_lines"."quantity" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "bags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"customer_id" integer,
	"country" char(2) NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "purchase_limit" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "non_discountable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "purchase_limit" smallint;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "click_and_collect_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_lines" ADD CONSTRAINT "bag_lines_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_lines" ADD CONSTRAINT "bag_lines_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bags" ADD CONSTRAINT "bags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bag_lines_variant_uq" ON "bag_lines" USING btree ("bag_id","variant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "bags_token_country_uq" ON "bags" USING btree ("token_hash","country") WHERE "bags"."token_hash" is not null and "bags"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bags_customer_country_uq" ON "bags" USING btree ("customer_id","country") WHERE "bags"."customer_id" is not null and "bags"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bags_updated_idx" ON "bags" USING btree ("updated_at");