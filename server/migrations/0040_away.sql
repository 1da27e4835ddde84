ALTER TABLE "profiles" ADD COLUMN "away_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "away_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "away_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_away_reason_check" CHECK ("profiles"."away_reason" is null or "profiles"."away_reason" in ('travel', 'exams', 'family'));