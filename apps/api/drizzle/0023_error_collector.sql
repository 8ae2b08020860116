CREATE TABLE "error_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"severity" text NOT NULL,
	"unhandled" boolean NOT NULL,
	"context" text,
	"url" text,
	"user_id" text,
	"session_id" text,
	"client" text NOT NULL,
	"exceptions" jsonb NOT NULL,
	"breadcrumbs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"source" text NOT NULL,
	"error_class" text NOT NULL,
	"message" text NOT NULL,
	"location" text NOT NULL,
	"occurrences" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"user_id" text,
	"client" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_events" ADD CONSTRAINT "error_events_group_id_error_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."error_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_events_group_idx" ON "error_events" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "error_events_client_idx" ON "error_events" USING btree ("client","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "error_groups_fingerprint_idx" ON "error_groups" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_groups_last_seen_idx" ON "error_groups" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "error_sessions_received_idx" ON "error_sessions" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "error_sessions_client_idx" ON "error_sessions" USING btree ("client","received_at");