CREATE TABLE "sale_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"sale_price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"replaced_sale_price" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_windows_price_ck" CHECK ("sale_windows"."sale_price" > 0),
	CONSTRAINT "sale_windows_range_ck" CHECK ("sale_windows"."ends_at" > "sale_windows"."starts_at"),
	CONSTRAINT "sale_windows_status_ck" CHECK (status in ('scheduled', 'active', 'ended', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "sale_windows" ADD CONSTRAINT "sale_windows_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_windows_market_idx" ON "sale_windows" USING btree ("variant_id","country");--> statement-breakpoint
CREATE INDEX "sale_windows_due_idx" ON "sale_windows" USING btree ("status","starts_at") WHERE "sale_windows"."status" in ('scheduled', 'active');