-- Hand-written (issue 28, reply or release). A member with p_limit or more unlocked chats waiting for
-- their reply since before p_overdue_before (the other's last message, DESIGN §4: over a day) may not
-- like anyone new until they answer or release one. The check and the like are one statement, so
-- one transaction: mithaq_like itself (migration 0034_photo_safety) is called unchanged after it.

-- The chats waiting for p_member's reply since before p_overdue_before: the like's check and the
-- Discover notice (features/likes/waiting.ts) read the same rows.
CREATE FUNCTION mithaq_waiting_on(p_member uuid, p_overdue_before timestamptz)
RETURNS TABLE (match_id uuid, other_id uuid, since timestamptz) LANGUAGE sql STABLE AS $$
  SELECT m.id, CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END, m.last_message_at
  FROM matches m
  WHERE (m.profile1_id = p_member OR m.profile2_id = p_member)
    AND m.awaiting_response_from = p_member
    AND m.unmatched_at IS NULL AND m.chat_unlocked
    AND m.last_message_at <= p_overdue_before
  ORDER BY m.last_message_at, m.id
$$;
--> statement-breakpoint
CREATE FUNCTION mithaq_like_replying(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_template text, p_match_note text, p_kinds jsonb,
                            p_limit integer, p_overdue_ms bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM mithaq_waiting_on(p_liker, p_now - p_overdue_ms * interval '1 millisecond')) >= p_limit THEN
    PERFORM mithaq_refuse('answer_first');
  END IF;
  RETURN mithaq_like(p_liker, p_target, p_now, p_payment_window_ms, p_liked_template, p_match_note, p_kinds);
END;
$$;
