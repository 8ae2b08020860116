CREATE TABLE "location_stock" (
	"variant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "location_stock_variant_id_location_id_pk" PRIMARY KEY("variant_id","location_id"),
	CONSTRAINT "location_stock_quantity_ck" CHECK ("location_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"country" char(2) NOT NULL,
	"store_id" integer,
	"name" text NOT NULL,
	"ships_online" boolean NOT NULL,
	CONSTRAINT "stock_locations_code_unique" UNIQUE("code"),
	CONSTRAINT "stock_locations_store_id_unique" UNIQUE("store_id"),
	CONSTRAINT "stock_locations_kind_ck" CHECK ("stock_locations"."kind" in ('warehouse', 'store') and ("stock_locations"."kind" = 'store') = ("stock_locations"."store_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_ck" CHECK ("stock_movements"."reason" in ('order', 'release', 'staff', 'import', 'integration'))
);
--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_stock_location_idx" ON "location_stock" USING btree ("location_id","variant_id");--> statement-breakpoint
CREATE INDEX "stock_locations_country_idx" ON "stock_locations" USING btree ("country","ships_online");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id","variant_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id","variant_id","created_at");--> statement-breakpoint
-- One online warehouse per country sold in, one (not shipping online) location per store, and each
-- warehouse holding what its country sold online until now: variant_markets.stock stays the sum of
-- the country's online locations (decision 0035).
INSERT INTO "stock_locations" ("code", "kind", "country", "name", "ships_online")
SELECT 'WH-' || "country", 'warehouse', "country", "country" || ' warehouse', true FROM (SELECT DISTINCT "country" FROM "variant_markets") c
ON CONFLICT ("code") DO NOTHING;--> statement-breakpoint
INSERT INTO "stock_locations" ("code", "kind", "country", "store_id", "name", "ships_online")
SELECT upper("slug"), 'store', "country", "id", "name"->>'en', false FROM "stores"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "location_stock" ("variant_id", "location_id", "quantity")
SELECT vm."variant_id", l."id", vm."stock" FROM "variant_markets" vm JOIN "stock_locations" l ON l."code" = 'WH-' || vm."country"
WHERE vm."stock" > 0
ON CONFLICT DO NOTHING;
