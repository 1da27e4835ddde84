-- A like with the reply-or-release rule (issue 28): a member with p_limit or more unlocked chats
-- waiting for their reply since before p_overdue_before (mithaq_waiting_on) may not like anyone new
-- until they answer or release one. A member who is away (their reply timers paused) likes nobody
-- new until they end the pause: a pause is for not answering, not for looking elsewhere. Both
-- profiles are locked first (mithaq_lock_unmarried) so that a marriage confirmed at this instant is
-- seen. The checks and the like are one statement, so one transaction: mithaq_like is called after.
CREATE OR REPLACE FUNCTION mithaq_like_replying(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_key text, p_match_key text, p_kinds jsonb,
                            p_limit integer, p_overdue_ms bigint)
RETURNS jsonb LANGUAGE plpgsql AS $$
BEGIN
  IF NOT mithaq_lock_unmarried(p_liker, p_target) THEN
    PERFORM mithaq_refuse('profile_not_found');
  END IF;
  IF EXISTS (SELECT 1 FROM profiles WHERE id = p_liker AND away_until > p_now) THEN
    PERFORM mithaq_refuse('away');
  END IF;
  IF (SELECT count(*) FROM mithaq_waiting_on(p_liker, p_now - p_overdue_ms * interval '1 millisecond')) >= p_limit THEN
    PERFORM mithaq_refuse('answer_first');
  END IF;
  RETURN mithaq_like(p_liker, p_target, p_now, p_payment_window_ms, p_liked_key, p_match_key, p_kinds);
END;
$$;
