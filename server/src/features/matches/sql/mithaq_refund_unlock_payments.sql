-- Gives back what the sides p_sides (1, 2) paid to unlock this round (the match ended before the
-- chat was used). Each refund is p_key's wording with the other person's name. Returns who was refunded.
CREATE OR REPLACE FUNCTION mithaq_refund_unlock_payments(p_match uuid, p_sides int[], p_key text, p_now timestamptz) RETURNS uuid[]
LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_refunded uuid[] := '{}';
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match;
  IF 1 = ANY (p_sides) AND m.user1_paid_tokens > 0 THEN
    INSERT INTO token_transactions (user_id, amount, type, description_key, description_params, reference_id, created_at)
    VALUES (m.profile1_id, m.user1_paid_tokens, 'refund', p_key, jsonb_build_object('name', mithaq_name_of(m.profile2_id)), m.id, p_now);
    v_refunded := v_refunded || m.profile1_id;
  END IF;
  IF 2 = ANY (p_sides) AND m.user2_paid_tokens > 0 THEN
    INSERT INTO token_transactions (user_id, amount, type, description_key, description_params, reference_id, created_at)
    VALUES (m.profile2_id, m.user2_paid_tokens, 'refund', p_key, jsonb_build_object('name', mithaq_name_of(m.profile1_id)), m.id, p_now);
    v_refunded := v_refunded || m.profile2_id;
  END IF;
  RETURN v_refunded;
END;
$$;
