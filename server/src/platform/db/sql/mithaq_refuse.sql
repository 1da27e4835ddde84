-- The hot paths as single calls (issue 18), as the spec's remote procedures were
-- (process_match_payment, process_manual_unmatch, process_rematch_payment,
-- mark_messages_as_read_transactional, create_notification): each operation is ONE statement,
-- so ONE round trip and its own transaction (no BEGIN/COMMIT trips). The services in
-- server/src/features stay the only callers: they pass the contract's constants and English
-- templates in, publish the events after the call returns (it has committed), and map a refusal
-- to the contract's message. Every rule is written here once, with a comment.
--
-- A refusal raises SQLSTATE 'MQ000' with a reason as the message (and a value, such as a name,
-- in the detail); the raise rolls back everything the call wrote (the idempotency claim too).
-- Templates use the registry's {{name}} placeholder. Keep all of this PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION mithaq_refuse(p_reason text, p_detail text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'MQ000', MESSAGE = p_reason, DETAIL = coalesce(p_detail, '');
END;
$$;
