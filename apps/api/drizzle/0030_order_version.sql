ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_fraud_queue_idx" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" = 'fraud_check_pending';