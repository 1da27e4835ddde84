-- Stores the answer of the work an idempotency key claimed (mithaq_claim_key), for its replays.
CREATE OR REPLACE FUNCTION mithaq_keep_answer(p_user uuid, p_key text, p_answer jsonb) RETURNS jsonb LANGUAGE sql AS $$
  UPDATE idempotency_keys SET status_code = 200, response = p_answer WHERE user_id = p_user AND key = p_key RETURNING response
$$;
