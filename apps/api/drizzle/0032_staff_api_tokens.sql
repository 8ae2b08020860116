CREATE TABLE "staff_api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_api_tokens" ADD CONSTRAINT "staff_api_tokens_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_api_tokens_hash_uq" ON "staff_api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_api_tokens_staff_idx" ON "staff_api_tokens" USING btree ("staff_id");