ALTER TABLE "content_entries" ADD COLUMN "draft_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "scheduled" jsonb;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_entries_publish_at_idx" ON "content_entries" USING btree ("publish_at") WHERE "content_entries"."publish_at" is not null;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_scheduled_ck" CHECK (("content_entries"."scheduled" is null) = ("content_entries"."publish_at" is null));