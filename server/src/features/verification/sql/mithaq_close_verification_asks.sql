-- An ask to verify belongs to the round of the match it was made in: whatever ends the match (an
-- unmatch, a timer, a block, a deletion's cleanup) closes its unmet asks, so none survives into a
-- rematch (the same row is reused) or lets the asker end a later round at no cost.
CREATE OR REPLACE FUNCTION mithaq_close_verification_asks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE verification_asks SET closed_at = NEW.unmatched_at
  WHERE match_id = NEW.id AND met_at IS NULL AND closed_at IS NULL;
  RETURN NEW;
END;
$$;
