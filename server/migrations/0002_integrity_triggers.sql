-- Rules the database itself enforces (DESIGN §3), so no code path can break them.

-- 1. The ledger: a token_transactions row is the only way to move a balance.
--    Inserting a row adds its amount to the profile's balance in the same transaction;
--    a direct change to token_balance (trigger depth 1) is refused; the ledger is append-only
--    except for the cascade that removes a deleted profile's rows (trigger depth > 1).
CREATE FUNCTION mithaq_apply_token_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET token_balance = token_balance + NEW.amount WHERE id = NEW.user_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER token_transactions_apply
  AFTER INSERT ON token_transactions
  FOR EACH ROW EXECUTE FUNCTION mithaq_apply_token_transaction();
--> statement-breakpoint
CREATE FUNCTION mithaq_guard_token_balance() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
CREATE TRIGGER profiles_guard_token_balance
  BEFORE INSERT OR UPDATE OF token_balance ON profiles
  FOR EACH ROW EXECUTE FUNCTION mithaq_guard_token_balance();
--> statement-breakpoint
CREATE FUNCTION mithaq_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'token_transactions is append-only'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER token_transactions_append_only
  BEFORE UPDATE OR DELETE ON token_transactions
  FOR EACH ROW EXECUTE FUNCTION mithaq_ledger_append_only();
--> statement-breakpoint

-- 2. A message's sender is a participant of its match.
CREATE FUNCTION mithaq_check_message_sender() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM matches m
    WHERE m.id = NEW.match_id AND NEW.sender_id IN (m.profile1_id, m.profile2_id)
  ) THEN
    RAISE EXCEPTION 'message sender % is not a participant of match %', NEW.sender_id, NEW.match_id
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_sender_is_participant
  BEFORE INSERT OR UPDATE OF sender_id, match_id ON messages
  FOR EACH ROW EXECUTE FUNCTION mithaq_check_message_sender();
