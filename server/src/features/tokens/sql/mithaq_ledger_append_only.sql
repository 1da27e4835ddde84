-- The ledger stays append-only, except that the retention job (and only inside its transaction,
-- `set local mithaq.anonymizing = 'on'`) may rewrite a row's wording (description_params: a former
-- member's name; description_key: a former member's own rows; description) to remove a former
-- member's name; amounts, types, owners and references never change. The cascade that removes a
-- deleted profile's rows (trigger depth > 1) may delete them.
CREATE OR REPLACE FUNCTION mithaq_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('mithaq.anonymizing', true) = 'on'
    AND (to_jsonb(NEW) - '{description,description_key,description_params}'::text[])
      = (to_jsonb(OLD) - '{description,description_key,description_params}'::text[]) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'token_transactions is append-only'
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
