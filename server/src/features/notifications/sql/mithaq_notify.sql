-- create_notification: the notification row, and its pushes (mithaq_queue_pushes). It is stored
-- as a registry key (p_key, contract/src/messageTexts.ts) and its values (p_params), never a
-- sentence: the app and the push say it in the reader's language. The push's title and body are
-- texts of the same kind ({key, params}, or {text} for the member's own words: a sender's name, a
-- message's start), the title always given; no body: the notification itself.
-- Returns the notification as its owner sees it (contract NotificationView) plus 'userId' (the
-- owner) and 'pushes' (how many were queued).
CREATE OR REPLACE FUNCTION mithaq_notify(p_user uuid, p_type text, p_sender uuid, p_key text, p_params jsonb, p_reference uuid,
                                         p_now timestamptz, p_preference text, p_push_title jsonb, p_push_body jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_params jsonb := coalesce(p_params, '{}');
BEGIN
  INSERT INTO notifications (user_id, type, sender_id, message_key, message_params, reference_id, created_at)
  VALUES (p_user, p_type, p_sender, p_key, v_params, p_reference, p_now)
  RETURNING id INTO v_id;
  RETURN jsonb_build_object('id', v_id, 'type', p_type, 'senderId', p_sender, 'key', p_key, 'params', v_params, 'content', NULL,
    'referenceId', p_reference, 'createdAt', mithaq_iso(p_now), 'userId', p_user,
    'pushes', mithaq_queue_pushes(p_user, p_type, p_sender, p_reference, v_id, p_now, p_preference, p_push_title,
      coalesce(p_push_body, jsonb_build_object('key', p_key, 'params', v_params))));
END;
$$;
