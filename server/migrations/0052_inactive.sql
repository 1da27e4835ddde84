-- Issue 28: a member without a sign-in for 30 days is hidden from Discover and the Liked lists
-- until they return (auth/repo.ts keeps the column; existing members count from now).
ALTER TABLE "profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The deck's partial covering index (migrations 0003, 0042) carries the column too, so the deck's
-- walk stays an index-only scan with the inactivity test (a cutoff from the platform clock, as a
-- parameter) checked on the index entries. The column changes at most once an hour per member.
DROP INDEX "profiles_deck_idx";--> statement-breakpoint
CREATE INDEX "profiles_deck_idx" ON "profiles" USING btree ("sex", "created_at", "id")
  INCLUDE ("birthday", "height", "country", "last_active_at") WHERE "is_active" AND "married_at" IS NULL;
