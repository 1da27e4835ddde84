ALTER TABLE "profile_reports" DROP CONSTRAINT "profile_reports_reporter_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "profile_reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "reporter_left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_expiry_idx" ON "refresh_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "notifications_age_brin_idx" ON "notifications" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "profile_reports_reporter_left_idx" ON "profile_reports" USING btree ("reporter_left_at") WHERE "profile_reports"."reporter_left_at" is not null;--> statement-breakpoint
CREATE INDEX "profile_views_age_brin_idx" ON "profile_views" USING brin ("first_seen_at");