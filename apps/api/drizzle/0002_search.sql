CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"names" text NOT NULL,
	"categories" text NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"country" char(2) NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queries_country_query_pk" PRIMARY KEY("country","query")
);
--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "shade_families" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_document_trgm" ON "product_search" USING gin ("document" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_queries_popular_idx" ON "search_queries" USING btree ("country","count");--> statement-breakpoint
CREATE INDEX "products_attributes_gin" ON "products" USING gin ("attributes");--> statement-breakpoint
CREATE INDEX "products_brand_launched_idx" ON "products" USING btree ("brand_id","launched_at");--> statement-breakpoint
CREATE INDEX "products_category_units_idx" ON "products" USING btree ("category_id","units_sold");--> statement-breakpoint
-- Backfill for catalogues that exist already (the catalogue service's refreshOffers does the same).
UPDATE "product_offers" o SET "shade_families" = coalesce((
  SELECT array_agg(DISTINCT v.shade_family) FROM variants v JOIN variant_markets vm ON vm.variant_id = v.id AND vm.available
  WHERE v.product_id = o.product_id AND vm.country = o.country AND v.shade_family IS NOT NULL), '{}');--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "brand", "names", "categories", "document")
SELECT p.id, lower(b.name), lower(n.names), lower(coalesce(cat.names, '')), lower(b.name || ' ' || n.names || ' ' || coalesce(cat.names, ''))
FROM products p
JOIN brands b ON b.id = p.brand_id
CROSS JOIN LATERAL (SELECT string_agg(value, ' ') AS names FROM jsonb_each_text(p.name)) n
LEFT JOIN LATERAL (
  WITH RECURSIVE up AS (
    SELECT c.id, c.parent_id, c.name FROM categories c WHERE c.id = p.category_id
    UNION ALL
    SELECT c.id, c.parent_id, c.name FROM categories c JOIN up ON c.id = up.parent_id
  )
  SELECT string_agg(value, ' ') AS names FROM up, jsonb_each_text(up.name)
) cat ON true;
