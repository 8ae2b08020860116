ALTER TABLE "staff_members" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "sso_linked_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_members_sso_uq" ON "staff_members" USING btree ("sso_issuer","sso_subject");