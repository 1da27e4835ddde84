-- A married couple's match keeps no timer: nobody is penalised for not answering their spouse.
-- Whatever sets one (a message moves the reply timer in mithaq_send_message) is undone here, so
-- the sweep and mithaq_match_expired never see one on a confirmed marriage's match.
CREATE OR REPLACE FUNCTION mithaq_married_no_timers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.initial_timer_expires_at IS NOT NULL OR NEW.response_timer_expires_at IS NOT NULL)
     AND EXISTS (SELECT 1 FROM marriages WHERE match_id = NEW.id AND married_at IS NOT NULL) THEN
    NEW.initial_timer_expires_at := NULL;
    NEW.response_timer_expires_at := NULL;
    NEW.awaiting_response_from := NULL;
    NEW.reminder_sent_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
