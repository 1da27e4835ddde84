-- The chats waiting for p_member's reply since before p_overdue_before (the other's last message,
-- DESIGN §4: over a day): the like's check (mithaq_like_replying) and the Discover notice
-- (server/src/features/likes/waiting.ts) read the same rows. Only chats with someone to answer
-- count: one whose other member deactivated their profile or was suspended cannot be answered
-- (mithaq_send_message refuses it: member_unavailable).
CREATE OR REPLACE FUNCTION mithaq_waiting_on(p_member uuid, p_overdue_before timestamptz)
RETURNS TABLE (match_id uuid, other_id uuid, since timestamptz) LANGUAGE sql STABLE AS $$
  SELECT m.id, o.id, m.last_message_at
  FROM matches m
  JOIN profiles o ON o.id = CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END
  WHERE (m.profile1_id = p_member OR m.profile2_id = p_member)
    AND m.awaiting_response_from = p_member
    AND m.unmatched_at IS NULL AND m.chat_unlocked
    AND m.last_message_at <= p_overdue_before
    AND o.is_active AND o.suspended_at IS NULL
  ORDER BY m.last_message_at, m.id
$$;
