ALTER TABLE "matches" ADD COLUMN "married_at" timestamp with time zone;--> statement-breakpoint
-- Review of issue 28: the trigger of 0042_married_deck ran (a PL/pgSQL call and a look-up in
-- marriages) on every update of every match, i.e. on every chat message. It now runs only for a
-- married couple's match, marked by matches.married_at (set by the closure, backfilled here).
UPDATE matches SET married_at = m.married_at FROM marriages m WHERE m.match_id = matches.id AND m.married_at IS NOT NULL;
--> statement-breakpoint
DROP TRIGGER matches_married_no_timers ON matches;
--> statement-breakpoint
CREATE TRIGGER matches_married_no_timers
  BEFORE UPDATE ON matches
  FOR EACH ROW
  WHEN (NEW.married_at IS NOT NULL)
  EXECUTE FUNCTION mithaq_married_no_timers();
