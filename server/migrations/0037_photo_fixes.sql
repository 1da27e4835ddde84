DROP INDEX "verification_asks_open_idx";--> statement-breakpoint
DROP INDEX "verification_asks_due_idx";--> statement-breakpoint
ALTER TABLE "photo_flags" ADD COLUMN "uploader_id" uuid;--> statement-breakpoint
ALTER TABLE "verification_asks" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_uploader_id_profiles_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_flags_uploader_idx" ON "photo_flags" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_asks_open_idx" ON "verification_asks" USING btree ("match_id","asker_id") WHERE "verification_asks"."met_at" is null and "verification_asks"."expired_at" is null and "verification_asks"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "verification_asks_due_idx" ON "verification_asks" USING btree ("expires_at") WHERE "verification_asks"."met_at" is null and "verification_asks"."expired_at" is null and "verification_asks"."closed_at" is null;--> statement-breakpoint

-- An ask to verify belongs to the round of the match it was made in: whatever ends the match (an
-- unmatch, a timer, a block, a deletion's cleanup) closes its unmet asks, so none survives into a
-- rematch (the same row is reused) or lets the asker end a later round at no cost.
CREATE FUNCTION mithaq_close_verification_asks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE verification_asks SET closed_at = NEW.unmatched_at
  WHERE match_id = NEW.id AND met_at IS NULL AND closed_at IS NULL;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_close_verification_asks
  AFTER UPDATE OF unmatched_at ON matches
  FOR EACH ROW WHEN (OLD.unmatched_at IS NULL AND NEW.unmatched_at IS NOT NULL)
  EXECUTE FUNCTION mithaq_close_verification_asks();
--> statement-breakpoint
-- Asks made before this migration on matches that have since ended are closed the same way.
UPDATE verification_asks a SET closed_at = m.unmatched_at
FROM matches m
WHERE m.id = a.match_id AND a.met_at IS NULL AND a.closed_at IS NULL AND m.unmatched_at IS NOT NULL;
