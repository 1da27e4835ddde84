-- Review of issue 28: a "We got married" question outlived its match's round (unmatch, a timer,
-- a block), and a rematch reuses the match, so a question from an earlier round could be
-- confirmed in a later one. Like verification asks (0037_photo_fixes), an unconfirmed question
-- ends with its round; a confirmed marriage is kept.
CREATE FUNCTION mithaq_end_marriage_asks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM marriages WHERE match_id = NEW.id AND married_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_end_marriage_asks
  AFTER UPDATE OF unmatched_at ON matches
  FOR EACH ROW WHEN (OLD.unmatched_at IS NULL AND NEW.unmatched_at IS NOT NULL)
  EXECUTE FUNCTION mithaq_end_marriage_asks();
--> statement-breakpoint
-- Questions left on matches that have ended already go the same way.
DELETE FROM marriages g USING matches m WHERE m.id = g.match_id AND g.married_at IS NULL AND m.unmatched_at IS NOT NULL;
