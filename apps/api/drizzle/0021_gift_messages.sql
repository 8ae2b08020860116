CREATE TABLE "gift_messages" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"is_gift" boolean DEFAULT true NOT NULL,
	"order_line_id" integer,
	"video_key" text,
	"video_type" text,
	"video_size" bigint,
	"duration_ms" integer,
	"poster_key" text,
	"poster_type" text,
	"captions" text,
	"link_nonce" text,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"link_revoked_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_upload_parts" (
	"upload_id" uuid NOT NULL,
	"offset" bigint NOT NULL,
	"length" integer NOT NULL,
	"object_key" text NOT NULL,
	CONSTRAINT "gift_upload_parts_pk" PRIMARY KEY("upload_id","offset")
);
--> statement-breakpoint
CREATE TABLE "gift_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"size" bigint NOT NULL,
	"declared_type" text NOT NULL,
	"declared_duration_ms" integer NOT NULL,
	"format" text,
	"received" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_uploads_received_ck" CHECK ("gift_uploads"."received" between 0 and "gift_uploads"."size")
);
--> statement-breakpoint
ALTER TABLE "gift_messages" ADD CONSTRAINT "gift_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_messages" ADD CONSTRAINT "gift_messages_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_upload_parts" ADD CONSTRAINT "gift_upload_parts_upload_id_gift_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."gift_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_uploads" ADD CONSTRAINT "gift_uploads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_messages_link_uq" ON "gift_messages" USING btree ("link_token_hash");--> statement-breakpoint
CREATE INDEX "gift_uploads_order_idx" ON "gift_uploads" USING btree ("order_id");