-- A push row is in the push lane whoever inserts it: the notification functions' SQL queues
-- pushes without naming a lane, and the column's default is the mail one.
CREATE OR REPLACE FUNCTION mithaq_outbox_lane() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'push' THEN
    NEW.lane := 'push';
  END IF;
  RETURN NEW;
END;
$$;
