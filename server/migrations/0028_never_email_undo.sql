ALTER TABLE "mail_suppressions" ADD COLUMN "previous_hash" text;--> statement-breakpoint
CREATE INDEX "mail_suppressions_previous_hash_idx" ON "mail_suppressions" USING btree ("previous_hash");