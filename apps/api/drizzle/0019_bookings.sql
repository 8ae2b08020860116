CREATE SEQUENCE "public"."booking_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 200001 CACHE 1;--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"country" char(2) NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "activities_duration_ck" CHECK ("activities"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_groups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "activity_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seats" integer NOT NULL,
	CONSTRAINT "activity_sessions_seats_ck" CHECK ("activity_sessions"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_stores" (
	"activity_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "activity_stores_activity_id_store_id_pk" PRIMARY KEY("activity_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "artist_hours" (
	"artist_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts" text NOT NULL,
	"ends" text NOT NULL,
	CONSTRAINT "artist_hours_artist_id_weekday_pk" PRIMARY KEY("artist_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "artist_skills" (
	"artist_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "artist_skills_artist_id_activity_id_pk" PRIMARY KEY("artist_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"country" char(2) NOT NULL,
	"language" text NOT NULL,
	"activity_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"artist_id" integer,
	"session_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"customer_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"calling_code" text NOT NULL,
	"phone" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cancel_reason" text,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_group_id_activity_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."activity_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_sessions" ADD CONSTRAINT "activity_sessions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stores" ADD CONSTRAINT "activity_stores_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stores" ADD CONSTRAINT "activity_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_hours" ADD CONSTRAINT "artist_hours_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_skills" ADD CONSTRAINT "artist_skills_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_skills" ADD CONSTRAINT "artist_skills_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_session_id_activity_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."activity_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_uq" ON "activities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "activities_country_idx" ON "activities" USING btree ("country","kind");--> statement-breakpoint
CREATE INDEX "activity_sessions_lookup_idx" ON "activity_sessions" USING btree ("activity_id","store_id","starts_at");--> statement-breakpoint
CREATE INDEX "activity_stores_store_idx" ON "activity_stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_number_uq" ON "bookings" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_artist_start_uq" ON "bookings" USING btree ("artist_id","starts_at") WHERE "bookings"."status" <> 'cancelled' and "bookings"."artist_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_person_slot_uq" ON "bookings" USING btree ("activity_id","store_id","starts_at",lower("email")) WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_store_start_idx" ON "bookings" USING btree ("store_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_session_idx" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");