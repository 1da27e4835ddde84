-- Whether the time for the first message ran out by p_now (null while no such timer runs). Shared
-- with the sweep's claim like mithaq_payment_expired; its index is matches_initial_due_idx.
CREATE OR REPLACE FUNCTION mithaq_first_message_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT m.initial_timer_expires_at <= p_now
$$;
