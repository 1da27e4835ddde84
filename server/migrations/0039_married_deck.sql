-- Hand-written (issue 28). A married couple leave Discover for good: the deck's partial covering
-- index (migration 0003) now also leaves out married profiles, so the deck's walk stays an
-- index-only scan with the extra condition (discover/repo.ts says both, as literals).
DROP INDEX "profiles_deck_idx";--> statement-breakpoint
CREATE INDEX "profiles_deck_idx" ON "profiles" USING btree ("sex", "created_at", "id")
  INCLUDE ("birthday", "height", "country") WHERE "is_active" AND "married_at" IS NULL;
