-- Deletes of stored files go through the outbox, in a lane of their own (platform/storage/deletes.ts),
-- queued in the transaction that removes the row pointing at the file.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_lane_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('mail', 'push', 'storage.delete'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lane_check" CHECK ("outbox"."lane" in ('push', 'account', 'bulk', 'storage') and ("outbox"."kind" = 'push') = ("outbox"."lane" = 'push') and ("outbox"."kind" = 'storage.delete') = ("outbox"."lane" = 'storage'));