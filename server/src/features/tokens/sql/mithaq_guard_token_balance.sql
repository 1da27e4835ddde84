-- A profile inserted with a balance, or a direct change to profiles.token_balance (trigger depth
-- 1), is refused: only a ledger row moves it (mithaq_apply_token_transaction, at depth > 1).
CREATE OR REPLACE FUNCTION mithaq_guard_token_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
       (TG_OP = 'INSERT' AND NEW.token_balance <> 0) OR
       (TG_OP = 'UPDATE' AND NEW.token_balance IS DISTINCT FROM OLD.token_balance)) THEN
    RAISE EXCEPTION 'token_balance changes only through token_transactions'
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;
