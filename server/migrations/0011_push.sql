CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"messages" boolean DEFAULT true NOT NULL,
	"matches" boolean DEFAULT true NOT NULL,
	"likes" boolean DEFAULT true NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_kind_check";--> statement-breakpoint
-- Nothing wrote this table before push was built; a row of another kind or platform could not be delivered.
DELETE FROM "push_subscriptions" WHERE "kind" NOT IN ('webpush', 'fcm') OR "platform" NOT IN ('web', 'android', 'ios');--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_platform_check" CHECK ("push_subscriptions"."platform" in ('web', 'android', 'ios'));--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_kind_check" CHECK ("push_subscriptions"."kind" in ('webpush', 'fcm'));