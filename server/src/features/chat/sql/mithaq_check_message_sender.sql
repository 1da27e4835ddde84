-- A message's sender is a participant of its match.
CREATE OR REPLACE FUNCTION mithaq_check_message_sender() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM matches m
    WHERE m.id = NEW.match_id AND NEW.sender_id IN (m.profile1_id, m.profile2_id)
  ) THEN
    RAISE EXCEPTION 'message sender % is not a participant of match %', NEW.sender_id, NEW.match_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
