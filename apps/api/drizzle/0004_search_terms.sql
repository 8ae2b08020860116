CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "terms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_terms_gin" ON "product_search" USING gin ("terms");--> statement-breakpoint
-- Backfill (the catalogue service's refreshOffers does the same for the products it refreshes).
UPDATE "product_search" SET "terms" = coalesce((
  SELECT array_agg(DISTINCT w) FROM regexp_split_to_table("document", '[[:space:][:punct:]]+') w WHERE w <> ''), '{}');--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT unnest("terms") FROM "product_search" ON CONFLICT DO NOTHING;
