-- Whether p_member must still answer p_other's question on this match: the other asks one, and
-- p_member has no answer in the current round (whatever the question says now: an answer keeps
-- the text it answered, and a changed question does not undo it).
CREATE OR REPLACE FUNCTION mithaq_owes_answer(p_match uuid, p_member uuid, p_other uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM profiles WHERE id = p_other AND match_question IS NOT NULL)
     AND NOT EXISTS (SELECT 1 FROM match_answers
                     WHERE match_id = p_match AND answerer_id = p_member AND round_ended_at IS NULL);
$$;
