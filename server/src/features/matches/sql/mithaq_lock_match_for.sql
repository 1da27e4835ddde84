-- The match row locked for one of its participants, or 'match_not_found' for anyone else and for
-- a pair the match exists for neither of (a block, a suspension). Payments, unmatch and rematch start here.
CREATE OR REPLACE FUNCTION mithaq_lock_match_for(p_match uuid, p_member uuid) RETURNS matches LANGUAGE plpgsql AS $$
DECLARE
  m matches;
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match FOR UPDATE;
  IF NOT FOUND OR p_member NOT IN (m.profile1_id, m.profile2_id)
     OR mithaq_hidden_from(p_member, CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  RETURN m;
END;
$$;
