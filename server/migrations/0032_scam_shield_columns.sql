ALTER TABLE "messages" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_contact_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_flags_check" CHECK ("messages"."flags" <@ array['contact', 'money']::text[]);