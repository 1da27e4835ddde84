-- An idempotency key, claimed before the work: null when this call claimed it (do the work, then
-- mithaq_keep_answer); the stored answer when it was done before (a concurrent call with the same
-- key waits on the claim, then gets it); 'idempotency_mismatch' when the key came with another request.
CREATE OR REPLACE FUNCTION mithaq_claim_key(p_user uuid, p_key text, p_request_hash text, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_stored idempotency_keys;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
  VALUES (p_user, p_key, p_request_hash, 0, '{}', p_now)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_stored FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
  IF NOT FOUND OR v_stored.request_hash <> p_request_hash THEN
    PERFORM mithaq_refuse('idempotency_mismatch');
  END IF;
  RETURN v_stored.response;
END;
$$;
