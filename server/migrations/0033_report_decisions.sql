CREATE TABLE "suspension_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"suspended_at" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"reply" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "suspension_appeals_text_check" CHECK (char_length("suspension_appeals"."text") between 20 and 1000),
	CONSTRAINT "suspension_appeals_outcome_check" CHECK ("suspension_appeals"."outcome" is null or "suspension_appeals"."outcome" in ('lifted', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "profile_reports" DROP CONSTRAINT "profile_reports_reason_check";--> statement-breakpoint
ALTER TABLE "profile_reports" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_kind" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "category" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "context" text DEFAULT 'profile' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "match_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_appeals" ADD CONSTRAINT "suspension_appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suspension_appeals_once_idx" ON "suspension_appeals" USING btree ("profile_id","suspended_at");--> statement-breakpoint
CREATE INDEX "suspension_appeals_open_idx" ON "suspension_appeals" USING btree ("created_at") WHERE "suspension_appeals"."outcome" is null;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_flagged_idx" ON "messages" USING btree ("sender_id","created_at") WHERE "messages"."flags" <> '{}'::text[];--> statement-breakpoint
CREATE INDEX "profile_reports_warnings_idx" ON "profile_reports" USING btree ("reported_id") WHERE "profile_reports"."decision" = 'warning';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test', 'verification', 'moderation'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_suspension_kind_check" CHECK ("profiles"."suspension_kind" is null or "profiles"."suspension_kind" in ('suspension', 'ban'));--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_other_reason_check" CHECK ("profile_reports"."category" <> 'other' or "profile_reports"."reason" is not null);--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_category_check" CHECK ("profile_reports"."category" in ('money', 'off_app', 'not_serious', 'fake_photos', 'underage', 'harassment', 'other'));--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_context_check" CHECK ("profile_reports"."context" in ('chat', 'profile'));--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_decision_check" CHECK ("profile_reports"."decision" is null or "profile_reports"."decision" in ('warning', 'suspension', 'ban', 'no_action'));--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reason_check" CHECK ("profile_reports"."reason" is null or char_length("profile_reports"."reason") between 10 and 50);