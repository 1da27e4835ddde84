-- Rules the database itself enforces (DESIGN §3), so no code path can break them.

-- 1. The ledger: a token_transactions row is the only way to move a balance.
--    Inserting a row adds its amount to the profile's balance in the same transaction;
--    a direct change to token_balance (trigger depth 1) is refused; the ledger is append-only
--    except for the cascade that removes a deleted profile's rows (trigger depth > 1).
CREATE OR REPLACE FUNCTION mithaq_apply_token_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET token_balance = token_balance + NEW.amount WHERE id = NEW.user_id;
  RETURN NEW;
END;
$$;
