CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"published" jsonb,
	"draft" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "content_entries_type_ck" CHECK (type in ('homepage', 'landing_page', 'cms_page', 'about', 'overlay', 'banner', 'layout')),
	CONSTRAINT "content_entries_published_ck" CHECK (("content_entries"."published" is null) = ("content_entries"."published_at" is null))
);
--> statement-breakpoint
CREATE TABLE "user_segments" (
	"key" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_entries_type_idx" ON "content_entries" USING btree ("type");