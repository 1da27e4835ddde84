CREATE TABLE "verification_kept_pictures" (
	"request_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"thumb_path" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verification_kept_pictures_request_id_picture_id_pk" PRIMARY KEY("request_id","picture_id"),
	CONSTRAINT "verification_kept_pictures_thumb_path_unique" UNIQUE("thumb_path")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "verification_requests" ALTER COLUMN "pose" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "covered_name" text;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "covered_picture_ids" uuid[];--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "follows_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "changed_pictures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD COLUMN "changed_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_kept_pictures" ADD CONSTRAINT "verification_kept_pictures_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_follows_id_verification_requests_id_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."verification_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test', 'verification'));--> statement-breakpoint
-- backfill: every selfie sent so far was one of its member's tries.
UPDATE "verification_requests" SET "sent_at" = "created_at" WHERE "sent_at" IS NULL AND "follows_id" IS NULL AND "pose" IS NOT NULL;
--> statement-breakpoint
-- backfill: what each approval covered. No history of names was kept: the current one. Pictures:
-- those on the profile that were uploaded before the decision.
UPDATE "verification_requests" r
SET "covered_name" = p."name",
    "covered_picture_ids" = coalesce((SELECT array_agg(pp."id" ORDER BY pp."position") FROM "profile_pictures" pp
                                      WHERE pp."profile_id" = r."profile_id" AND pp."created_at" <= r."reviewed_at"), '{}')
FROM "profiles" p
WHERE p."id" = r."profile_id" AND r."status" = 'approved' AND r."covered_name" IS NULL;
--> statement-breakpoint
-- backfill: a badge already past a swap (a picture uploaded after its approval) is hidden now and
-- its profile goes back to the queue, with the approval's selfie while it is kept (or waiting for
-- a new one), as a change after this migration would do.
WITH "live" AS (
  SELECT DISTINCT ON (r."profile_id") r."id", r."profile_id", r."pose", r."selfie_path", r."covered_picture_ids"
  FROM "verification_requests" r
  JOIN "profiles" p ON p."id" = r."profile_id" AND p."verified_at" IS NOT NULL
  WHERE r."status" = 'approved' AND r."revoked_at" IS NULL AND r."hidden_at" IS NULL
  ORDER BY r."profile_id", r."reviewed_at" DESC
), "swapped" AS (
  SELECT "live".* FROM "live"
  WHERE EXISTS (SELECT 1 FROM "profile_pictures" pp WHERE pp."profile_id" = "live"."profile_id" AND NOT (pp."id" = ANY ("live"."covered_picture_ids")))
    AND NOT EXISTS (SELECT 1 FROM "verification_requests" o WHERE o."profile_id" = "live"."profile_id" AND o."status" = 'pending')
), "queued" AS (
  INSERT INTO "verification_requests" ("profile_id", "status", "pose", "selfie_path", "follows_id", "changed_pictures")
  SELECT "profile_id", 'pending', CASE WHEN "selfie_path" IS NOT NULL THEN "pose" END, "selfie_path", "id", true FROM "swapped"
  RETURNING "follows_id"
), "hidden" AS (
  UPDATE "verification_requests" r SET "hidden_at" = now(), "selfie_path" = NULL FROM "queued" WHERE r."id" = "queued"."follows_id"
  RETURNING r."profile_id"
)
UPDATE "profiles" p SET "verified_at" = NULL FROM "hidden" WHERE p."id" = "hidden"."profile_id";
