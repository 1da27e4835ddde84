-- Whether the awaited reply is overdue by p_now (null while nobody's turn runs). Shared with the
-- sweep's claim like mithaq_payment_expired; its index is matches_response_due_idx.
CREATE OR REPLACE FUNCTION mithaq_reply_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT m.response_timer_expires_at <= p_now
$$;
