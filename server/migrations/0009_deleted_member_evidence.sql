CREATE TABLE "deleted_member_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"former_profile_id" uuid NOT NULL,
	"email_hash" text NOT NULL,
	"profile" jsonb NOT NULL,
	"messages" jsonb NOT NULL,
	"reported_by" uuid[] NOT NULL,
	"blocked_by" uuid[] NOT NULL,
	"deleted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returning_members" (
	"user_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returning_members_user_id_evidence_id_pk" PRIMARY KEY("user_id","evidence_id")
);
--> statement-breakpoint
ALTER TABLE "profile_reports" DROP CONSTRAINT "profile_reports_reported_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "profile_reports" ALTER COLUMN "reported_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD COLUMN "evidence_id" uuid;--> statement-breakpoint
ALTER TABLE "returning_members" ADD CONSTRAINT "returning_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returning_members" ADD CONSTRAINT "returning_members_evidence_id_deleted_member_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."deleted_member_evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_member_evidence_email_idx" ON "deleted_member_evidence" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "deleted_member_evidence_expiry_idx" ON "deleted_member_evidence" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_evidence_id_deleted_member_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."deleted_member_evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_reports" ADD CONSTRAINT "profile_reports_reported_id_profiles_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;