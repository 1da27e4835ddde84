-- The scheduled backup's one row (server/src/platform/backup/schedule.ts): its schedule, the lease of
-- the server writing it, and the last outcome (read by the backup-age metric). The job inserts it.
CREATE TABLE "scheduled_backup" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"last_success_at" timestamp with time zone,
	"last_archive" text,
	"last_bytes" bigint,
	"last_failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "scheduled_backup_one_row" CHECK ("scheduled_backup"."id" = 1)
);
