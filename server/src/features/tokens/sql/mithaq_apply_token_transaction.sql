-- The ledger (DESIGN §3: a rule the database itself enforces, so no code path can break it): a
-- token_transactions row is the only way to move a balance. Inserting a row adds its amount to the
-- profile's balance in the same transaction (trigger token_transactions_apply, migration
-- server/migrations/0002_integrity_triggers.sql).
CREATE OR REPLACE FUNCTION mithaq_apply_token_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET token_balance = token_balance + NEW.amount WHERE id = NEW.user_id;
  RETURN NEW;
END;
$$;
