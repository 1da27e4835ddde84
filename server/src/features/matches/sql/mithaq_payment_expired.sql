-- Whether the match's payment window ran out by p_now with the chat still locked: one of the three
-- timers that end a match (mithaq_match_expired). The sweep claims its matches by this same rule
-- (server/src/features/matches/repo.ts dueBy): a plain expression, so PostgreSQL inlines it and
-- the claim still reads the partial index matches_payment_due_idx.
CREATE OR REPLACE FUNCTION mithaq_payment_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT m.chat_unlocked AND m.payment_expires_at <= p_now
$$;
