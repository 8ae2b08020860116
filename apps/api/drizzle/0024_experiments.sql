CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"visitor_code" text NOT NULL,
	"event_type" text NOT NULL,
	"nonce" text,
	"params" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_flag_environments" (
	"flag_id" integer NOT NULL,
	"environment" text NOT NULL,
	"enabled" boolean NOT NULL,
	CONSTRAINT "experiment_flag_environments_flag_id_environment_pk" PRIMARY KEY("flag_id","environment")
);
--> statement-breakpoint
CREATE TABLE "experiment_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"feature_key" text NOT NULL,
	"name" text NOT NULL,
	"default_variation_key" text DEFAULT 'off' NOT NULL,
	"mutually_exclusive_group" text,
	"bucketing_custom_data_index" integer
);
--> statement-breakpoint
CREATE TABLE "experiment_holdouts" (
	"site_code" text NOT NULL,
	"environment" text NOT NULL,
	"experiment_id" integer NOT NULL,
	"exposition" double precision NOT NULL,
	CONSTRAINT "experiment_holdouts_site_code_environment_pk" PRIMARY KEY("site_code","environment")
);
--> statement-breakpoint
CREATE TABLE "experiment_remote_data" (
	"site_code" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "experiment_remote_data_site_code_key_pk" PRIMARY KEY("site_code","key")
);
--> statement-breakpoint
CREATE TABLE "experiment_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_id" integer NOT NULL,
	"environment" text NOT NULL,
	"sort_order" integer NOT NULL,
	"type" text NOT NULL,
	"exposition" double precision NOT NULL,
	"respool_time" integer,
	"experiment_id" integer NOT NULL,
	"segment" jsonb,
	"variations" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_sites" (
	"site_code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"consent_required" boolean DEFAULT true NOT NULL,
	"real_time_update" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiment_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"flag_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_flag_environments" ADD CONSTRAINT "experiment_flag_environments_flag_id_experiment_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."experiment_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_flags" ADD CONSTRAINT "experiment_flags_site_code_experiment_sites_site_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."experiment_sites"("site_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_holdouts" ADD CONSTRAINT "experiment_holdouts_site_code_experiment_sites_site_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."experiment_sites"("site_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_holdouts" ADD CONSTRAINT "experiment_holdouts_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_remote_data" ADD CONSTRAINT "experiment_remote_data_site_code_experiment_sites_site_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."experiment_sites"("site_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_rules" ADD CONSTRAINT "experiment_rules_flag_id_experiment_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."experiment_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_rules" ADD CONSTRAINT "experiment_rules_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_variations" ADD CONSTRAINT "experiment_variations_flag_id_experiment_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."experiment_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_site_code_experiment_sites_site_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."experiment_sites"("site_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_events_visitor_idx" ON "experiment_events" USING btree ("site_code","visitor_code","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_flags_key_uq" ON "experiment_flags" USING btree ("site_code","feature_key");--> statement-breakpoint
CREATE INDEX "experiment_rules_flag_idx" ON "experiment_rules" USING btree ("flag_id","environment","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_variations_key_uq" ON "experiment_variations" USING btree ("flag_id","key");