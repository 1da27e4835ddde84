-- Issue 28: the one question. An answer belongs to the round of the match it was given in:
-- whatever ends the round (an unmatch, a timer, a block, a suspension, a marriage elsewhere)
-- closes it, so a rematch (the same row reused) asks again. Closed answers stay for the export.
CREATE OR REPLACE FUNCTION mithaq_close_match_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_answers SET round_ended_at = NEW.unmatched_at WHERE match_id = NEW.id AND round_ended_at IS NULL;
  RETURN NULL;
END;
$$;
