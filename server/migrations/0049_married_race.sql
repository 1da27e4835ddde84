-- Hand-written (review of issue 28): a like or a rematch racing a marriage's confirmation. The
-- closure (features/marriage/service.ts) marks both profiles married, then ends every other active
-- match of theirs; a like that read the profiles before that commit could still create a match the
-- closure never saw, leaving a married member matched with someone else. Likes and rematches now
-- read "married" under a share lock on both profiles: the closure's update waits for them (and
-- then sees their match, to end it), or they wait for the closure (and then see it married).

-- Locks both profiles against change (in id order, so two callers cannot deadlock) and says
-- whether neither is married. The caller's next statements see any marriage that committed first.
CREATE FUNCTION mithaq_lock_unmarried(p_a uuid, p_b uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles WHERE id IN (p_a, p_b) ORDER BY id FOR SHARE;
  RETURN NOT EXISTS (SELECT 1 FROM profiles WHERE id IN (p_a, p_b) AND married_at IS NOT NULL);
END;
$$;
--> statement-breakpoint
-- mithaq_like_replying as in 0038_reply_or_release, with two more checks before the like: the
-- marriage lock above, and a member who is away (their reply timers paused) likes nobody new
-- until they end the pause: a pause is for not answering, not for looking elsewhere.
CREATE OR REPLACE FUNCTION mithaq_like_replying(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_template text, p_match_note text, p_kinds jsonb,
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
  RETURN mithaq_like(p_liker, p_target, p_now, p_payment_window_ms, p_liked_template, p_match_note, p_kinds);
END;
$$;
--> statement-breakpoint
-- mithaq_rematch as in 0044_married_rematch, reading "married" under the same lock.
CREATE OR REPLACE FUNCTION mithaq_rematch(p_match uuid, p_member uuid, p_key text, p_request_hash text, p_now timestamptz, p_cost int,
                               p_payment_window_ms bigint, p_ledger_template text, p_match_note text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  m matches;
  v_other uuid;
  v_balance int;
BEGIN
  v_stored := mithaq_claim_key(p_member, p_key, p_request_hash, p_now);
  IF v_stored IS NOT NULL THEN
    RETURN jsonb_build_object('answer', v_stored, 'replay', true);
  END IF;
  m := mithaq_lock_match_for(p_match, p_member);
  v_other := CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END;
  -- A married member is no longer looking (issue 28): no new round with anyone, either way. Hidden
  -- from everyone, so the answer is the one for a match one cannot see. Read under the profiles'
  -- lock, so a marriage confirmed at this instant is seen (mithaq_lock_unmarried).
  IF NOT mithaq_lock_unmarried(p_member, v_other) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  IF m.unmatched_at IS NULL THEN
    PERFORM mithaq_refuse('still_active');
  END IF;
  IF m.unmatch_initiator_id IS NOT NULL AND m.unmatch_initiator_id <> p_member THEN
    PERFORM mithaq_refuse('cannot_rematch', mithaq_name_of(v_other));
  END IF;
  -- A rematch is a like again: refused like one when the other accepts only verified members.
  IF mithaq_needs_badge(p_member, v_other) THEN
    PERFORM mithaq_refuse('verified_only', mithaq_name_of(v_other));
  END IF;
  PERFORM mithaq_lock_pair(p_member, v_other);
  IF EXISTS (SELECT 1 FROM matches WHERE profile1_id = m.profile1_id AND profile2_id = m.profile2_id AND unmatched_at IS NULL) THEN
    PERFORM mithaq_refuse('pair_already_matched');
  END IF;
  v_balance := mithaq_spend(p_member, p_cost, 'payment', replace(p_ledger_template, '{{name}}', mithaq_name_of(v_other)), p_match, p_now);
  -- A fresh round: nobody has paid, the payment window runs again, both see the row again.
  UPDATE matches SET unmatched_at = NULL, unmatch_initiator_id = NULL, user1_paid = false, user2_paid = false,
    user1_paid_tokens = 0, user2_paid_tokens = 0, chat_unlocked = false, unlocked_at = NULL,
    payment_expires_at = p_now + p_payment_window_ms * interval '1 millisecond', initial_timer_expires_at = NULL,
    response_timer_expires_at = NULL, awaiting_response_from = NULL, reminder_sent_at = NULL, payment_reminder_sent_at = NULL,
    profile1_hidden_at = NULL, profile2_hidden_at = NULL, updated_at = p_now
  WHERE id = p_match;
  RETURN jsonb_build_object(
    'answer', mithaq_keep_answer(p_member, p_key, jsonb_build_object('matchId', p_match, 'balance', v_balance)),
    'replay', false, 'profileIds', jsonb_build_array(m.profile1_id, m.profile2_id),
    'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_member, 'match', v_other, p_match_note, '', p_match, p_now),
      mithaq_notify_kind(p_kinds, v_other, 'match', p_member, p_match_note, '', p_match, p_now)));
END;
$$;
