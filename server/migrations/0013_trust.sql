CREATE TABLE "guardian_notices" (
	"guardian_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_notices_guardian_id_viewer_id_pk" PRIMARY KEY("guardian_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "guardian_transcripts" (
	"guardian_id" uuid NOT NULL,
	"iso_week" text NOT NULL,
	"message_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_transcripts_guardian_id_iso_week_pk" PRIMARY KEY("guardian_id","iso_week")
);
--> statement-breakpoint
DROP INDEX "guardians_profile_email_idx";--> statement-breakpoint
ALTER TABLE "verification_requests" ALTER COLUMN "selfie_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "invite_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "stop_token_hash" text;--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "pose" text NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "fraud" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "selfie_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guardian_notices" ADD CONSTRAINT "guardian_notices_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_notices" ADD CONSTRAINT "guardian_notices_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_transcripts" ADD CONSTRAINT "guardian_transcripts_guardian_id_guardians_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."guardians"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_invite_token_idx" ON "guardians" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_stop_token_idx" ON "guardians" USING btree ("stop_token_hash");--> statement-breakpoint
CREATE INDEX "verification_requests_profile_idx" ON "verification_requests" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_retention_idx" ON "verification_requests" USING btree ("reviewed_at") WHERE "verification_requests"."selfie_path" is not null and "verification_requests"."status" <> 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "guardians_profile_email_idx" ON "guardians" USING btree ("profile_id","email") WHERE "guardians"."status" <> 'revoked';