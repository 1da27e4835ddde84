CREATE TABLE "success_stories" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"signature" text NOT NULL,
	"written_by" uuid NOT NULL,
	"agreed1" boolean DEFAULT false NOT NULL,
	"agreed2" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"reject_reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_stories_body_length" CHECK (char_length("success_stories"."body") between 1 and 600),
	CONSTRAINT "success_stories_signature_length" CHECK (char_length("success_stories"."signature") between 1 and 60),
	CONSTRAINT "success_stories_status" CHECK ("success_stories"."status" in ('draft', 'pending', 'approved', 'rejected')),
	CONSTRAINT "success_stories_agreed" CHECK ("success_stories"."status" = 'draft' or ("success_stories"."agreed1" and "success_stories"."agreed2"))
);
--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_match_id_marriages_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."marriages"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_written_by_profiles_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_stories_approved_idx" ON "success_stories" USING btree ("decided_at") WHERE "success_stories"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "success_stories_pending_idx" ON "success_stories" USING btree ("submitted_at") WHERE "success_stories"."status" = 'pending';