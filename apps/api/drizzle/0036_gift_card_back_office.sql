ALTER TABLE "gift_card_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_ledger_request_uq" ON "gift_card_ledger" USING btree ("request_key");