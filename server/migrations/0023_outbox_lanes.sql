-- The outbox is sent outside any transaction (issue 26): a worker claims rows with a lease
-- (lease_until, lease_token), commits, sends, then writes the outcome only if its lease still holds.
-- Each lane has its own delivery loop, so pushes and account mail never wait behind news.
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lane" text DEFAULT 'account' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
-- Rows already queued: pushes go to the push lane, mail stays in the account lane.
UPDATE "outbox" SET "lane" = 'push' WHERE "kind" = 'push';--> statement-breakpoint
CREATE INDEX "outbox_lane_due_idx" ON "outbox" USING btree ("lane","next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lane_check" CHECK ("outbox"."lane" in ('push', 'account', 'bulk') and ("outbox"."kind" = 'push') = ("outbox"."lane" = 'push'));--> statement-breakpoint
-- A push row is in the push lane whoever inserts it: the notification functions' SQL queues
-- pushes without naming a lane, and the column's default is the mail one.
CREATE OR REPLACE FUNCTION mithaq_outbox_lane() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'push' THEN
    NEW.lane := 'push';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER outbox_lane BEFORE INSERT ON outbox
  FOR EACH ROW EXECUTE FUNCTION mithaq_outbox_lane();
