-- Ends a round: unmatched now by p_initiator (null: a timer or a moderator), every timer stopped.
CREATE OR REPLACE FUNCTION mithaq_end_match(p_match uuid, p_initiator uuid, p_now timestamptz) RETURNS void LANGUAGE sql AS $$
  UPDATE matches SET unmatched_at = p_now, unmatch_initiator_id = p_initiator, payment_expires_at = NULL,
    initial_timer_expires_at = NULL, response_timer_expires_at = NULL, awaiting_response_from = NULL, updated_at = p_now
  WHERE id = p_match
$$;
