ALTER TABLE "notifications" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_key_or_content" CHECK ("notifications"."message_key" is not null or "notifications"."content" is not null);--> statement-breakpoint
-- Existing notifications become keys (issue 31): one pattern per registry text a notification of
-- that type was written with (contract/src/messageTexts.ts at this migration), its {{values}}
-- taken from the text; the first that matches wins. A row matching none (an older wording) keeps
-- its content and no key. Pushes already queued in the outbox are left as they are: delivery
-- still reads a push queued with plain title and body (server/src/platform/push/localize.ts).
UPDATE "notifications" SET "message_key" = 'chat.newMessage', "message_params" = jsonb_build_object('name', (regexp_match(content, '^New message from (.+)$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'message' AND "content" ~ '^New message from (.+)$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'discover.likedYou', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) liked your profile$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'like' AND "content" ~ '^(.+) liked your profile$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'matches.newMatch', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^You have a new match!$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'marriage.askedYou', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) says you got married\. Please confirm it in your chat\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^(.+) says you got married\. Please confirm it in your chat\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'marriage.confirmed', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) confirmed your marriage\. Congratulations!$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^(.+) confirmed your marriage\. Congratulations!$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'marriage.declined', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) did not confirm the marriage\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^(.+) did not confirm the marriage\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'marriage.noLongerLooking', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) is no longer looking\. Your match has ended at no cost to you\. We wish you the best\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^(.+) is no longer looking\. Your match has ended at no cost to you\. We wish you the best\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'stories.wroteStory', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) wrote your success story\. Please read it in your chat and agree before it is shared\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'match' AND "content" ~ '^(.+) wrote your success story\. Please read it in your chat and agree before it is shared\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'matches.chatUnlocked', "message_params" = jsonb_build_object('name', (regexp_match(content, '^Chat with (.+) is unlocked\. Start a conversation!$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'chat_unlocked' AND "content" ~ '^Chat with (.+) is unlocked\. Start a conversation!$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'matches.paymentRequired', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) paid to unlock your chat\. Pay to start talking\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'payment_required' AND "content" ~ '^(.+) paid to unlock your chat\. Pay to start talking\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'matches.reminder', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) is waiting for your reply: 24 hours left\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'timer_reminder' AND "content" ~ '^(.+) is waiting for your reply: 24 hours left\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'matches.paymentReminder', "message_params" = jsonb_build_object('name', (regexp_match(content, '^24 hours left to unlock your chat with (.+)\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'timer_reminder' AND "content" ~ '^24 hours left to unlock your chat with (.+)\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'push.testBody', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'test' AND "content" ~ '^Notifications are on\. You will hear about new matches, likes and messages\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'verification.badgeHiddenPictures', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^Your blue badge is hidden because your pictures changed\. See Verify your profile on the Account page for what happens next\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'verification.badgeHiddenName', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^Your blue badge is hidden because your name changed\. See Verify your profile on the Account page for what happens next\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'photoSafety.askedYou', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) asked you to verify your profile\. You have 7 days\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^(.+) asked you to verify your profile\. You have 7 days\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'photoSafety.askMet', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) verified their profile, as you asked\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^(.+) verified their profile, as you asked\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'photoSafety.askExpiredAsker', "message_params" = jsonb_build_object('name', (regexp_match(content, '^(.+) did not verify within 7 days\. You may end the match at no cost\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^(.+) did not verify within 7 days\. You may end the match at no cost\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'photoSafety.askExpiredAsked', "message_params" = jsonb_build_object('name', (regexp_match(content, '^The 7 days (.+) gave you to verify have passed\. They may end the match at no cost\.$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'verification' AND "content" ~ '^The 7 days (.+) gave you to verify have passed\. They may end the match at no cost\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'reports.reportHandled', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'moderation' AND "content" ~ '^Your report was handled\. Thank you for keeping Mithaq safe\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'reports.warning', "message_params" = jsonb_build_object('reason', (regexp_match(content, '^A moderator has warned you: (.+)$'))[1]), "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'moderation' AND "content" ~ '^A moderator has warned you: (.+)$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'sexCorrection.corrected', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'moderation' AND "content" ~ '^A moderator corrected your gender, as you asked\.$';--> statement-breakpoint
UPDATE "notifications" SET "message_key" = 'sexCorrection.declined', "message_params" = '{}'::jsonb, "content" = NULL
  WHERE "message_key" IS NULL AND "type" = 'moderation' AND "content" ~ '^A moderator declined your request to correct your gender\.$';--> statement-breakpoint
-- The stored functions whose parameters changed (a key and its values instead of a sentence): the
-- old ones go, the migrator creates the new ones from their files after this migration.
DROP FUNCTION IF EXISTS mithaq_notify(uuid, text, uuid, text, uuid, timestamptz, text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_notify_kind(jsonb, uuid, text, uuid, text, text, uuid, timestamptz);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_queue_pushes(uuid, text, uuid, uuid, uuid, timestamptz, text, text, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_send_message(uuid, uuid, uuid, text, timestamptz, uuid[], bigint, text, text, text[], boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_like(uuid, uuid, timestamptz, bigint, text, text, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_like_replying(uuid, uuid, timestamptz, bigint, text, text, jsonb, integer, bigint);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_pay(uuid, uuid, boolean, text, text, timestamptz, integer, bigint, text, text, text, jsonb);--> statement-breakpoint
DROP FUNCTION IF EXISTS mithaq_rematch(uuid, uuid, text, text, timestamptz, integer, bigint, text, text, jsonb);
