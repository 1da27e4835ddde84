-- Whether a timer that ends an active match (payment window, first message, reply) has run out by
-- p_now. The sweep comes every 30 s; until then the match is refused as an ended one, so nobody
-- beats a timer by the sweep's delay. Each timer's rule is its own function, which the sweep's
-- claim uses too (server/src/features/matches/repo.ts dueBy): one copy of each.
CREATE OR REPLACE FUNCTION mithaq_match_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT m.unmatched_at IS NULL AND coalesce(
    mithaq_payment_expired(m, p_now)
    OR mithaq_first_message_expired(m, p_now)
    OR mithaq_reply_expired(m, p_now), false)
$$;
