-- Review of issue 28: a "We got married" question outlived its match's round (unmatch, a timer,
-- a block), and a rematch reuses the match, so a question from an earlier round could be
-- confirmed in a later one. Like verification asks (0037_photo_fixes), an unconfirmed question
-- ends with its round; a confirmed marriage is kept.
CREATE OR REPLACE FUNCTION mithaq_end_marriage_asks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM marriages WHERE match_id = NEW.id AND married_at IS NULL;
  RETURN NULL;
END;
$$;
