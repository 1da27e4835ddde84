ALTER TABLE "profiles" ADD COLUMN "marry_within" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "relocate" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "has_children" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "wants_children" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prayer" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "polygyny" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "intentions_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_marry_within_check" CHECK ("profiles"."marry_within" in ('6months', '1year', '1to2years', 'notSure'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_relocate_check" CHECK ("profiles"."relocate" in ('yes', 'withinCountry', 'no'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_has_children_check" CHECK ("profiles"."has_children" in ('yes', 'no'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_wants_children_check" CHECK ("profiles"."wants_children" in ('yes', 'no', 'open'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_prayer_check" CHECK ("profiles"."prayer" in ('always', 'usually', 'sometimes', 'preferNotToSay'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_polygyny_check" CHECK ("profiles"."polygyny" in ('open', 'notOpen'));