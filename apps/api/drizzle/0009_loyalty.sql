CREATE TABLE "loyalty_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_balance_ck" CHECK ("loyalty_accounts"."balance" >= 0),
	CONSTRAINT "loyalty_accounts_pending_ck" CHECK ("loyalty_accounts"."pending" >= 0)
);
--> statement-breakpoint
CREATE TABLE "perks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeem_by" date,
	"redeemed_at" timestamp with time zone,
	"order_number" text
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"available_at" timestamp with time zone,
	"order_number" text,
	"reference" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_nonzero_ck" CHECK ("points_ledger"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "qualifying_spend" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"country" char(2) NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "qualifying_spend_amount_ck" CHECK ("qualifying_spend"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tier_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"reason" text NOT NULL,
	"qualifying_spend" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text NOT NULL,
	"run_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "job_runs_name_run_key_pk" PRIMARY KEY("name","run_key")
);
--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perks" ADD CONSTRAINT "perks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifying_spend" ADD CONSTRAINT "qualifying_spend_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_changes" ADD CONSTRAINT "tier_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perks_period_uq" ON "perks" USING btree ("customer_id","kind","period");--> statement-breakpoint
CREATE INDEX "points_ledger_customer_idx" ON "points_ledger" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "points_ledger_pending_idx" ON "points_ledger" USING btree ("available_at") WHERE "points_ledger"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reference_uq" ON "points_ledger" USING btree ("customer_id","source","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "qualifying_spend_order_uq" ON "qualifying_spend" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "qualifying_spend_customer_idx" ON "qualifying_spend" USING btree ("customer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tier_changes_customer_idx" ON "tier_changes" USING btree ("customer_id","changed_at");