CREATE TABLE "sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"subject" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retry_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"reference" text,
	CONSTRAINT "sign_in_failures_subject_address_pk" PRIMARY KEY("subject","address")
);
--> statement-breakpoint
ALTER TABLE "sign_in_guards" ADD COLUMN "devices_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_codes_customer_idx" ON "sign_in_codes" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");