-- Takes p_cost tokens for a payment, or 'insufficient'. The balance is read under the profile
-- row's lock, so concurrent payments cannot both spend the same tokens; the ledger row moves the
-- balance (trigger: tokens/sql/mithaq_apply_token_transaction.sql). The row says what it was by
-- p_key (a wording of ledgerKeys, contract/src/tokens.ts) and p_params. Returns the balance after.
CREATE OR REPLACE FUNCTION mithaq_spend(p_user uuid, p_cost int, p_type text, p_key text, p_params jsonb, p_reference uuid, p_now timestamptz)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_balance int;
BEGIN
  SELECT token_balance INTO v_balance FROM profiles WHERE id = p_user FOR UPDATE;
  IF v_balance IS NULL OR v_balance < p_cost THEN
    PERFORM mithaq_refuse('insufficient');
  END IF;
  INSERT INTO token_transactions (user_id, amount, type, description_key, description_params, reference_id, created_at)
  VALUES (p_user, -p_cost, p_type, p_key, p_params, p_reference, p_now);
  RETURN v_balance - p_cost;
END;
$$;
