ALTER TABLE "users" ADD COLUMN "credentials_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_unconfirmed_created_idx" ON "users" USING btree ("created_at") WHERE "users"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "one_time_tokens" DROP COLUMN "pending_password_hash";--> statement-breakpoint
-- A confirmation link now proves the mailbox and lets its holder choose a password: one left
-- unused by an account already confirmed (by a reset or a sign-in link) must not be that.
UPDATE "one_time_tokens" SET "used_at" = now()
WHERE "purpose" = 'email_confirmation' AND "used_at" IS NULL
  AND "user_id" IN (SELECT "id" FROM "users" WHERE "confirmed_at" IS NOT NULL);
