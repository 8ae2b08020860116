ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tier_override" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tier_override_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "tier_override_reason" text;--> statement-breakpoint
CREATE INDEX "reviews_queue_idx" ON "reviews" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tier_override_ck" CHECK ("customers"."tier_override" is null or ("customers"."tier_override" in ('pink', 'white', 'black', 'gold') and "customers"."tier_override_ends_at" is not null));