ALTER TABLE "notifications" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_params" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_key_or_content" CHECK ("notifications"."message_key" is not null or "notifications"."content" is not null);--> statement-breakpoint
-- Existing notifications become keys (issue 31): one pattern per registry text a notification of
-- that type was written with (contract/src/messageTexts.ts at this migration), its {{values}}
-- taken from the text; the first (by rank) that matches wins. A row matching none (an older wording) keeps
-- its content and no key. Pushes already queued in the outbox are left as they are: delivery
-- still reads a push queued with plain title and body (server/src/platform/push/localize.ts).
WITH "templates" ("rank", "type", "key", "pattern", "names") AS (VALUES
  (1, 'message', 'chat.newMessage', '^New message from (.+)$', ARRAY['name']::text[]),
  (2, 'like', 'discover.likedYou', '^(.+) liked your profile$', ARRAY['name']::text[]),
  (3, 'match', 'matches.newMatch', '^You have a new match!$', ARRAY[]::text[]),
  (4, 'match', 'marriage.askedYou', '^(.+) says you got married\. Please confirm it in your chat\.$', ARRAY['name']::text[]),
  (5, 'match', 'marriage.confirmed', '^(.+) confirmed your marriage\. Congratulations!$', ARRAY['name']::text[]),
  (6, 'match', 'marriage.declined', '^(.+) did not confirm the marriage\.$', ARRAY['name']::text[]),
  (7, 'match', 'marriage.noLongerLooking', '^(.+) is no longer looking\. Your match has ended at no cost to you\. We wish you the best\.$', ARRAY['name']::text[]),
  (8, 'match', 'stories.wroteStory', '^(.+) wrote your success story\. Please read it in your chat and agree before it is shared\.$', ARRAY['name']::text[]),
  (9, 'chat_unlocked', 'matches.chatUnlocked', '^Chat with (.+) is unlocked\. Start a conversation!$', ARRAY['name']::text[]),
  (10, 'payment_required', 'matches.paymentRequired', '^(.+) paid to unlock your chat\. Pay to start talking\.$', ARRAY['name']::text[]),
  (11, 'timer_reminder', 'matches.reminder', '^(.+) is waiting for your reply: 24 hours left\.$', ARRAY['name']::text[]),
  (12, 'timer_reminder', 'matches.paymentReminder', '^24 hours left to unlock your chat with (.+)\.$', ARRAY['name']::text[]),
  (13, 'test', 'push.testBody', '^Notifications are on\. You will hear about new matches, likes and messages\.$', ARRAY[]::text[]),
  (14, 'verification', 'verification.badgeHiddenPictures', '^Your blue badge is hidden because your pictures changed\. See Verify your profile on the Account page for what happens next\.$', ARRAY[]::text[]),
  (15, 'verification', 'verification.badgeHiddenName', '^Your blue badge is hidden because your name changed\. See Verify your profile on the Account page for what happens next\.$', ARRAY[]::text[]),
  (16, 'verification', 'photoSafety.askedYou', '^(.+) asked you to verify your profile\. You have 7 days\.$', ARRAY['name']::text[]),
  (17, 'verification', 'photoSafety.askMet', '^(.+) verified their profile, as you asked\.$', ARRAY['name']::text[]),
  (18, 'verification', 'photoSafety.askExpiredAsker', '^(.+) did not verify within 7 days\. You may end the match at no cost\.$', ARRAY['name']::text[]),
  (19, 'verification', 'photoSafety.askExpiredAsked', '^The 7 days (.+) gave you to verify have passed\. They may end the match at no cost\.$', ARRAY['name']::text[]),
  (20, 'moderation', 'reports.reportHandled', '^Your report was handled\. Thank you for keeping Mithaq safe\.$', ARRAY[]::text[]),
  (21, 'moderation', 'reports.warning', '^A moderator has warned you: (.+)$', ARRAY['reason']::text[]),
  (22, 'moderation', 'sexCorrection.corrected', '^A moderator corrected your gender, as you asked\.$', ARRAY[]::text[]),
  (23, 'moderation', 'sexCorrection.declined', '^A moderator declined your request to correct your gender\.$', ARRAY[]::text[])
), "found" AS (
  SELECT DISTINCT ON (n."id") n."id", t."key",
    (SELECT coalesce(jsonb_object_agg(p."name", (regexp_match(n."content", t."pattern"))[p."at"]), '{}'::jsonb)
       FROM unnest(t."names") WITH ORDINALITY AS p("name", "at")) AS "params"
  FROM "notifications" n JOIN "templates" t ON t."type" = n."type" AND n."content" ~ t."pattern"
  ORDER BY n."id", t."rank"
)
UPDATE "notifications" n SET "message_key" = f."key", "message_params" = f."params", "content" = NULL
  FROM "found" f WHERE f."id" = n."id";--> statement-breakpoint
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
