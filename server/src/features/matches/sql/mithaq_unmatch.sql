-- process_manual_unmatch: p_locked_cost tokens before the chat was unlocked, p_unlocked_cost after
-- (a penalty may take the balance below zero). Before unlock nothing was used, so unlock payments
-- go back. Both unmatching at once: the lock lets one win. Returns {profileIds, balancesChanged}.
CREATE OR REPLACE FUNCTION mithaq_unmatch(p_match uuid, p_member uuid, p_now timestamptz, p_locked_cost int, p_unlocked_cost int,
                               p_penalty_key text, p_refund_key text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_other uuid;
  v_refunded uuid[] := '{}';
BEGIN
  m := mithaq_lock_match_for(p_match, p_member);
  v_other := CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN
    PERFORM mithaq_refuse('ended');
  END IF;
  INSERT INTO token_transactions (user_id, amount, type, description_key, description_params, reference_id, created_at)
  VALUES (p_member, -(CASE WHEN m.chat_unlocked THEN p_unlocked_cost ELSE p_locked_cost END), 'penalty',
          p_penalty_key, jsonb_build_object('name', mithaq_name_of(v_other)), p_match, p_now);
  IF NOT m.chat_unlocked THEN
    v_refunded := mithaq_refund_unlock_payments(p_match, '{1,2}', p_refund_key, p_now);
  END IF;
  PERFORM mithaq_end_match(p_match, p_member, p_now);
  RETURN jsonb_build_object('profileIds', jsonb_build_array(m.profile1_id, m.profile2_id),
    'balancesChanged', to_jsonb(array(SELECT DISTINCT unnest(v_refunded || p_member))));
END;
$$;
