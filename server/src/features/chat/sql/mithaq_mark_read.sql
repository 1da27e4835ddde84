-- mark_messages_as_read: the other side's unread messages, up to p_up_to when given (what the
-- reader has seen; a message arriving meanwhile stays unread). Only a participant, and not in a
-- pair hidden from the reader. Returns {marked, upToSeq, otherId}.
CREATE OR REPLACE FUNCTION mithaq_mark_read(p_match uuid, p_reader uuid, p_now timestamptz, p_up_to bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_other uuid;
  v_marked int;
  v_up_to bigint;
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match;
  IF NOT FOUND OR p_reader NOT IN (m.profile1_id, m.profile2_id) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  v_other := CASE WHEN m.profile1_id = p_reader THEN m.profile2_id ELSE m.profile1_id END;
  IF mithaq_hidden_from(p_reader, v_other) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  WITH marked AS (
    UPDATE messages SET read = true, read_at = p_now
    WHERE match_id = p_match AND sender_id <> p_reader AND NOT read AND (p_up_to IS NULL OR seq <= p_up_to)
    RETURNING seq
  )
  SELECT count(*), max(seq) INTO v_marked, v_up_to FROM marked;
  RETURN jsonb_build_object('marked', v_marked, 'upToSeq', v_up_to, 'otherId', v_other);
END;
$$;
