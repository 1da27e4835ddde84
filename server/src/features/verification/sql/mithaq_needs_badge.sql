-- "Only verified members can like me and write to me" (issue 27) holds on every way into a chat,
-- not only the like (mithaq_like asks this) and the message: the unlock payment and the rematch
-- refuse an unverified member too (nothing is spent), and the reply timer does not charge a
-- member for not writing where the other's setting refused them (server/src/features/matches/timers.ts).
--
-- Whether p_from lacks the badge that p_to's "only verified members" setting asks for.
CREATE OR REPLACE FUNCTION mithaq_needs_badge(p_from uuid, p_to uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM profiles t WHERE t.id = p_to AND t.verified_contact_only)
     AND EXISTS (SELECT 1 FROM profiles f WHERE f.id = p_from AND f.verified_at IS NULL);
$$;
