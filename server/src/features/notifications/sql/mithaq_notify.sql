-- create_notification: the notification row, and its pushes (mithaq_queue_pushes). Returns the
-- notification as its owner sees it (contract NotificationView) plus 'userId' (the owner) and
-- 'pushes' (how many were queued).
CREATE OR REPLACE FUNCTION mithaq_notify(p_user uuid, p_type text, p_sender uuid, p_content text, p_reference uuid, p_now timestamptz,
                              p_preference text, p_push_title text, p_push_body text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
BEGIN
  INSERT INTO notifications (user_id, type, sender_id, content, reference_id, created_at)
  VALUES (p_user, p_type, p_sender, p_content, p_reference, p_now)
  RETURNING id INTO v_id;
  RETURN jsonb_build_object('id', v_id, 'type', p_type, 'senderId', p_sender, 'content', p_content, 'referenceId', p_reference,
    'createdAt', mithaq_iso(p_now), 'userId', p_user,
    'pushes', mithaq_queue_pushes(p_user, p_type, p_sender, p_reference, v_id, p_now, p_preference, p_push_title, coalesce(p_push_body, p_content)));
END;
$$;
