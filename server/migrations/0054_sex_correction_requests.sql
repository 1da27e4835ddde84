CREATE TABLE "sex_correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"requested_sex" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sex_correction_requests_sex" CHECK ("sex_correction_requests"."requested_sex" in ('male', 'female')),
	CONSTRAINT "sex_correction_requests_status" CHECK ("sex_correction_requests"."status" in ('open', 'corrected', 'declined')),
	CONSTRAINT "sex_correction_requests_reason_length" CHECK (char_length("sex_correction_requests"."reason") between 10 and 500),
	CONSTRAINT "sex_correction_requests_decided" CHECK (("sex_correction_requests"."status" = 'open') = ("sex_correction_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "sex_correction_requests" ADD CONSTRAINT "sex_correction_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sex_correction_requests" ADD CONSTRAINT "sex_correction_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sex_correction_requests_one_open" ON "sex_correction_requests" USING btree ("profile_id") WHERE "sex_correction_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sex_correction_requests_open_idx" ON "sex_correction_requests" USING btree ("created_at") WHERE "sex_correction_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "sex_correction_requests_profile_idx" ON "sex_correction_requests" USING btree ("profile_id","created_at");