CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_ck" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"ref" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"session_ref" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "gateway_sessions_reference_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gateway_sessions" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_key_uq" ON "outbox" USING btree ("topic","key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_reference_uq" ON "gateway_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gateway_refunds_session_idx" ON "gateway_refunds" USING btree ("session_ref");--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("updated_at") WHERE "payments"."status" = 'succeeded' and "payments"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_sessions_reference_uq" ON "gateway_sessions" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "gateway_sessions_settled_idx" ON "gateway_sessions" USING btree ("updated_at") WHERE "gateway_sessions"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "gateway_sessions" ADD CONSTRAINT "gateway_sessions_refunded_ck" CHECK ("gateway_sessions"."refunded" >= 0 and "gateway_sessions"."refunded" <= "gateway_sessions"."amount");--> statement-breakpoint
-- Payments that succeeded before settling was recorded were settled then; their orders were paid by them.
UPDATE "payments" SET "settled_at" = "updated_at" WHERE "status" = 'succeeded';--> statement-breakpoint
UPDATE "orders" o SET "paid_payment_id" = (
  SELECT p."id" FROM "payments" p WHERE p."order_id" = o."id" AND p."status" = 'succeeded' ORDER BY p."updated_at" LIMIT 1
) WHERE o."status" IN ('paid', 'fraud_check_pending', 'payment_blocked', 'cancelled');
