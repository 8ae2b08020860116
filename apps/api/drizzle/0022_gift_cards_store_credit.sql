CREATE TABLE "gift_card_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_bag_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"bag_id" uuid NOT NULL,
	"design_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" text DEFAULT 'now' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_bag_lines_amount_ck" CHECK ("gift_card_bag_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_bag_redemptions" (
	"id" serial NOT NULL,
	"bag_id" uuid NOT NULL,
	"gift_card_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_bag_redemptions_bag_id_gift_card_id_pk" PRIMARY KEY("bag_id","gift_card_id")
);
--> statement-breakpoint
CREATE TABLE "gift_card_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"background" text NOT NULL,
	"foreground" text NOT NULL,
	"accent" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"country" char(2) NOT NULL,
	"language" text NOT NULL,
	"design_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" text DEFAULT 'now' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number_hash" text NOT NULL,
	"last4" char(4) NOT NULL,
	"pin_hash" text NOT NULL,
	"delivery_secret" jsonb,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"purchase_id" integer,
	"design_id" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_ck" CHECK ("gift_cards"."balance" >= 0 and "gift_cards"."balance" <= "gift_cards"."initial_amount")
);
--> statement-breakpoint
CREATE TABLE "store_credit_accounts" (
	"customer_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"currency" char(3) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_credit_accounts_customer_id_country_pk" PRIMARY KEY("customer_id","country"),
	CONSTRAINT "store_credit_accounts_balance_ck" CHECK ("store_credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_bags" (
	"bag_id" uuid PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"country" char(2) NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"note" text,
	"order_id" uuid,
	"order_number" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_card_bag_lines" ADD CONSTRAINT "gift_card_bag_lines_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_bag_lines" ADD CONSTRAINT "gift_card_bag_lines_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_bag_redemptions" ADD CONSTRAINT "gift_card_bag_redemptions_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_bag_redemptions" ADD CONSTRAINT "gift_card_bag_redemptions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchase_id_gift_card_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."gift_card_purchases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_design_id_gift_card_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."gift_card_designs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_accounts" ADD CONSTRAINT "store_credit_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_bags" ADD CONSTRAINT "store_credit_bags_bag_id_bags_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."bags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_attempts_subject_idx" ON "gift_card_attempts" USING btree ("subject","at");--> statement-breakpoint
CREATE INDEX "gift_card_bag_lines_bag_idx" ON "gift_card_bag_lines" USING btree ("bag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_bag_redemptions_id_uq" ON "gift_card_bag_redemptions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_order_uq" ON "gift_card_ledger" USING btree ("gift_card_id","order_id","kind") WHERE "gift_card_ledger"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_order_idx" ON "gift_card_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_purchases_order_idx" ON "gift_card_purchases" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_number_uq" ON "gift_cards" USING btree ("number_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_purchase_uq" ON "gift_cards" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("deliver_at") WHERE "gift_cards"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_idx" ON "store_credit_entries" USING btree ("customer_id","country","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_request_uq" ON "store_credit_entries" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entries_order_uq" ON "store_credit_entries" USING btree ("customer_id","order_id","kind") WHERE "store_credit_entries"."order_id" is not null and "store_credit_entries"."kind" in ('spent', 'returned');