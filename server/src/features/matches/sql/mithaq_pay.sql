-- process_match_payment: unlock with p_cost tokens (3 each, or 6 express by one person, which
-- unlocks at once). Idempotent per key; the match row lock makes concurrent payments take turns,
-- so nobody pays twice. A payer without the badge the other's "only verified members" setting asks
-- for is refused (mithaq_needs_badge), and so is one who has not answered the other's question this
-- round (mithaq_owes_answer, issue 28), before any token moves.
-- Returns {answer: {chatUnlocked, balance}, replay, profileIds, notifications}.
CREATE OR REPLACE FUNCTION mithaq_pay(p_match uuid, p_payer uuid, p_express boolean, p_key text, p_request_hash text, p_now timestamptz,
                           p_cost int, p_first_message_within_ms bigint, p_ledger_key text,
                           p_unlocked_key text, p_required_key text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  m matches;
  v_side int;
  v_other uuid;
  v_balance int;
  v_unlocked boolean;
  v_note jsonb;
BEGIN
  v_stored := mithaq_claim_key(p_payer, p_key, p_request_hash, p_now);
  IF v_stored IS NOT NULL THEN
    RETURN jsonb_build_object('answer', v_stored, 'replay', true);
  END IF;
  m := mithaq_lock_match_for(p_match, p_payer);
  v_side := CASE WHEN m.profile1_id = p_payer THEN 1 ELSE 2 END;
  v_other := CASE WHEN v_side = 1 THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN
    PERFORM mithaq_refuse('ended');
  END IF;
  IF m.chat_unlocked THEN
    PERFORM mithaq_refuse('already_unlocked');
  END IF;
  IF (v_side = 1 AND m.user1_paid) OR (v_side = 2 AND m.user2_paid) THEN
    PERFORM mithaq_refuse('already_paid');
  END IF;
  -- Only verified members may write to the other (their setting): paying for a chat one could
  -- not write in, and then being charged for not replying, is refused before any token moves.
  IF mithaq_needs_badge(p_payer, v_other) THEN
    PERFORM mithaq_refuse('verified_only', mithaq_name_of(v_other));
  END IF;
  -- Issue 28: the other's one question is answered first, in this round. The answer is written
  -- under this same match row lock (features/matches/questions.ts), so no payment slips past it.
  IF mithaq_owes_answer(p_match, p_payer, v_other) THEN
    PERFORM mithaq_refuse('answer_first', mithaq_name_of(v_other));
  END IF;
  v_balance := mithaq_spend(p_payer, p_cost, CASE WHEN p_express THEN 'express_payment' ELSE 'payment' END,
    p_ledger_key, jsonb_build_object('name', mithaq_name_of(v_other)), p_match, p_now);
  -- The chat unlocks when one pays express, or when the other side had paid already; the
  -- first-message timer then starts and the payment window closes.
  v_unlocked := p_express OR CASE WHEN v_side = 1 THEN m.user2_paid ELSE m.user1_paid END;
  UPDATE matches SET
    user1_paid = user1_paid OR v_side = 1,
    user1_paid_tokens = CASE WHEN v_side = 1 THEN p_cost ELSE user1_paid_tokens END,
    user2_paid = user2_paid OR v_side = 2,
    user2_paid_tokens = CASE WHEN v_side = 2 THEN p_cost ELSE user2_paid_tokens END,
    chat_unlocked = v_unlocked,
    unlocked_at = CASE WHEN v_unlocked THEN p_now ELSE unlocked_at END,
    payment_expires_at = CASE WHEN v_unlocked THEN NULL ELSE payment_expires_at END,
    initial_timer_expires_at = CASE WHEN v_unlocked THEN p_now + p_first_message_within_ms * interval '1 millisecond'
                                    ELSE initial_timer_expires_at END,
    updated_at = p_now
  WHERE id = p_match;
  -- The other hears that the chat is open, or that their match is waiting for their payment.
  v_note := CASE WHEN v_unlocked
    THEN mithaq_notify_kind(p_kinds, v_other, 'chat_unlocked', p_payer, p_unlocked_key, mithaq_name_of(p_payer), p_match, p_now)
    ELSE mithaq_notify_kind(p_kinds, v_other, 'payment_required', p_payer, p_required_key, mithaq_name_of(p_payer), p_match, p_now)
  END;
  RETURN jsonb_build_object(
    'answer', mithaq_keep_answer(p_payer, p_key, jsonb_build_object('chatUnlocked', v_unlocked, 'balance', v_balance)),
    'replay', false, 'profileIds', jsonb_build_array(m.profile1_id, m.profile2_id), 'notifications', jsonb_build_array(v_note));
END;
$$;
