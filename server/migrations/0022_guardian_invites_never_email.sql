CREATE TABLE "mail_suppressions" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guardians" ADD COLUMN "invites_sent" integer DEFAULT 1 NOT NULL;