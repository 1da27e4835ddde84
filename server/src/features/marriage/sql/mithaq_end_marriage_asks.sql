-- A "We got married" question belongs to its match's round: whatever ends the round (an unmatch, a
-- timer, a block) ends an unconfirmed one, since a rematch reuses the match and a question from an
-- earlier round must not be confirmed in a later one (like verification asks:
-- server/src/features/verification/sql/mithaq_close_verification_asks.sql). A confirmed marriage is kept.
CREATE OR REPLACE FUNCTION mithaq_end_marriage_asks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM marriages WHERE match_id = NEW.id AND married_at IS NULL;
  RETURN NULL;
END;
$$;
