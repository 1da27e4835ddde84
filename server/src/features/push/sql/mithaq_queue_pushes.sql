-- One push in the outbox for each of the member's devices whose kind (p_preference; null: always)
-- they let push — no preferences row means all on — and whose session is live at p_now (not
-- revoked, not expired) and that the member did not stop from the devices list: a revoke path that
-- forgot to delete a registration still sends it nothing. Each push carries the session of its
-- registration, ids and short text only: its title and body as texts to say in the member's
-- language at delivery (server/src/platform/push/localize.ts), each {key, params} (a registry
-- text) or {text} (the member's own words); with "hide message text on the lock screen" a
-- message's push carries the notification's own text as its title and no body, so the message
-- never leaves the server. Returns how many were queued.
CREATE OR REPLACE FUNCTION mithaq_queue_pushes(p_user uuid, p_type text, p_sender uuid, p_reference uuid, p_notification uuid,
                                               p_now timestamptz, p_preference text, p_title jsonb, p_body jsonb)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_pushes int;
  v_hide boolean;
  v_title jsonb := p_title;
  v_body jsonb := p_body;
BEGIN
  v_hide := p_type = 'message' AND coalesce((SELECT hide_message_text FROM push_preferences WHERE user_id = p_user), false);
  IF v_hide THEN
    v_title := coalesce((SELECT CASE WHEN message_key IS NOT NULL THEN jsonb_build_object('key', message_key, 'params', message_params)
                                     ELSE jsonb_build_object('text', content) END
                         FROM notifications WHERE id = p_notification), p_title);
    v_body := jsonb_build_object('text', '');
  END IF;
  INSERT INTO outbox (kind, payload, next_attempt_at, created_at)
  SELECT 'push',
         -- The session too: delivery sends only while the registration still belongs to it.
         jsonb_build_object('subscriptionId', s.id, 'sessionId', s.session_id, 'push', jsonb_build_object(
           'title', v_title,
           'body', v_body,
           'data', jsonb_strip_nulls(jsonb_build_object(
             'type', p_type, 'notificationId', p_notification, 'senderId', p_sender, 'referenceId', p_reference,
             -- Spec §3: a message push names its chat (the match), so a tap can open it.
             'chatId', CASE WHEN p_type = 'message' THEN p_reference END,
             'timestamp', CASE WHEN p_type = 'test' THEN mithaq_iso(p_now) END)))),
         p_now, p_now
  FROM push_subscriptions s
  JOIN auth_sessions a ON a.id = s.session_id AND a.revoked_at IS NULL AND a.expires_at > p_now
  LEFT JOIN push_preferences pp ON pp.user_id = s.user_id
  WHERE s.user_id = p_user
    AND s.stopped_at IS NULL
    AND CASE coalesce(p_preference, '')
          WHEN 'messages' THEN coalesce(pp.messages, true)
          WHEN 'matches' THEN coalesce(pp.matches, true)
          WHEN 'likes' THEN coalesce(pp.likes, true)
          WHEN 'reminders' THEN coalesce(pp.reminders, true)
          ELSE true END;
  GET DIAGNOSTICS v_pushes = ROW_COUNT;
  RETURN v_pushes;
END;
$$;
