-- A refusal raises SQLSTATE 'MQ000' with a reason as the message (and a value, such as a name,
-- in the detail); the raise rolls back everything the call wrote (the idempotency claim too). The
-- caller's defineProcedure maps the reason to the contract's message (its `refusals`). Keep every function PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION mithaq_refuse(p_reason text, p_detail text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'MQ000', MESSAGE = p_reason, DETAIL = coalesce(p_detail, '');
END;
$$;
