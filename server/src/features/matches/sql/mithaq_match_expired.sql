-- Whether a timer that ends an active match (payment window, first message, reply) has run out by
-- p_now. The sweep comes every 30 s; until then the match is refused as an ended one, so nobody
-- beats a timer by the sweep's delay. Keep in step with matches/repo.ts dueBy.
CREATE OR REPLACE FUNCTION mithaq_match_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT m.unmatched_at IS NULL AND coalesce(
    (NOT m.chat_unlocked AND m.payment_expires_at <= p_now)
    OR m.initial_timer_expires_at <= p_now
    OR m.response_timer_expires_at <= p_now, false)
$$;
