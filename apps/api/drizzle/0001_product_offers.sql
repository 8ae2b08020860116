CREATE TABLE "product_offers" (
	"product_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"price" integer NOT NULL,
	"sale_price" integer,
	"effective_price" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"variant_count" integer NOT NULL,
	"swatches" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_id" integer,
	CONSTRAINT "product_offers_country_product_id_pk" PRIMARY KEY("country","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_offers_price_idx" ON "product_offers" USING btree ("country","effective_price");--> statement-breakpoint
CREATE INDEX "product_offers_product_idx" ON "product_offers" USING btree ("product_id");--> statement-breakpoint
-- Backfill the read model for catalogues seeded before it existed (refreshOffers does the same).
INSERT INTO "product_offers" ("product_id", "country", "currency", "price", "sale_price", "effective_price", "in_stock", "variant_count", "swatches", "image_id")
SELECT g.product_id, g.country, g.currency, g.price, g.sale_price, g.effective_price, g.in_stock, g.variant_count,
       coalesce(g.swatches[1:5], '{}'),
       (SELECT pi.id FROM product_images pi WHERE pi.product_id = g.product_id ORDER BY pi.position, pi.id LIMIT 1)
FROM (
  SELECT v.product_id, vm.country, min(vm.currency) AS currency,
         (array_agg(vm.price ORDER BY coalesce(vm.sale_price, vm.price), v.position))[1] AS price,
         (array_agg(vm.sale_price ORDER BY coalesce(vm.sale_price, vm.price), v.position))[1] AS sale_price,
         min(coalesce(vm.sale_price, vm.price)) AS effective_price,
         bool_or(vm.stock > 0) AS in_stock,
         count(*)::int AS variant_count,
         array_agg(v.shade_hex::text ORDER BY v.position) FILTER (WHERE v.shade_hex IS NOT NULL) AS swatches
  FROM variants v
  JOIN variant_markets vm ON vm.variant_id = v.id AND vm.available
  GROUP BY v.product_id, vm.country
) g;
