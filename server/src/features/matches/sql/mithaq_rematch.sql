-- process_rematch_payment (p_cost tokens): only the one who unmatched, or either after an automatic
-- unmatch; not while the pair has another active match. Restarts the payment countdown for both;
-- both get a match notification. Idempotent per key. Refused when either member is married (read
-- under mithaq_lock_unmarried's lock, before any other answer, so nobody learns more of a married
-- member than of a hidden one) and, like a like, by an "only verified members" setting.
-- Returns {answer: {matchId, balance}, replay, profileIds, notifications}.
CREATE OR REPLACE FUNCTION mithaq_rematch(p_match uuid, p_member uuid, p_key text, p_request_hash text, p_now timestamptz, p_cost int,
                               p_payment_window_ms bigint, p_ledger_key text, p_match_key text, p_kinds jsonb)
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
  v_balance := mithaq_spend(p_member, p_cost, 'payment', p_ledger_key, jsonb_build_object('name', mithaq_name_of(v_other)), p_match, p_now);
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
      mithaq_notify_kind(p_kinds, p_member, 'match', v_other, p_match_key, NULL, p_match, p_now),
      mithaq_notify_kind(p_kinds, v_other, 'match', p_member, p_match_key, NULL, p_match, p_now)));
END;
$$;
