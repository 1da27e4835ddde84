-- Send a message. Returns {message, otherId, notification, pushes, replay}. With the scam shield
-- (issue 27): p_flags are what the server's detector found in the text
-- (server/src/features/chat/shield), stored on the message; p_confirm_contact says the sender saw
-- the shield's question (asked once per chat before a way to talk outside Mithaq is shared) and
-- sends anyway; "only verified members can write to me" is kept here too.
CREATE OR REPLACE FUNCTION mithaq_send_message(p_match uuid, p_sender uuid, p_client_id uuid, p_content text, p_now timestamptz,
                                    p_viewers uuid[], p_reply_within_ms bigint, p_note_key text, p_push_body text,
                                    p_flags text[], p_confirm_contact boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_other uuid;
  v_name text;
  v_refusal text;
  v_row messages;
  v_note jsonb;
  v_newest notifications;
  v_pushes int := 0;
  v_available int;
  v_other_verified_only boolean;
  v_sender_verified boolean;
BEGIN
  -- The match row is locked first, so a match's messages commit in seq order (catch-up pages have
  -- no gaps) and sends take turns with payments and timers. Only a participant may write.
  SELECT * INTO m FROM matches WHERE id = p_match FOR UPDATE;
  IF NOT FOUND OR p_sender NOT IN (m.profile1_id, m.profile2_id) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  v_other := CASE WHEN m.profile1_id = p_sender THEN m.profile2_id ELSE m.profile1_id END;
  -- Both members in one read: who is available, whether the other takes messages from verified
  -- members only, whether the sender has the badge (verified_at is cleared when it is revoked or hidden).
  SELECT count(*) FILTER (WHERE p.is_active AND p.suspended_at IS NULL),
         coalesce(bool_or(p.id = v_other AND p.verified_contact_only), false),
         coalesce(bool_or(p.id = p_sender AND p.verified_at IS NOT NULL), false)
    INTO v_available, v_other_verified_only, v_sender_verified
    FROM profiles p WHERE p.id IN (m.profile1_id, m.profile2_id);
  v_refusal := CASE
    -- An ended match, or one whose timer ran out before the sweep came, is read-only.
    WHEN m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN 'cannot_send'
    -- A deactivated or suspended member neither writes nor is written to (the match stays).
    WHEN v_available < 2 THEN 'member_unavailable'
    -- Both must pay (or one express) before anyone writes.
    WHEN NOT m.chat_unlocked THEN 'chat_locked'
    -- "Only verified members can write to me": nothing is written for a sender without the badge.
    WHEN v_other_verified_only AND NOT v_sender_verified THEN 'recipient_verified_only'
    -- A way to talk outside Mithaq: the sender is asked once per chat. Once one such message of
    -- theirs is stored in this match (they confirmed), the next ones are not asked again.
    WHEN 'contact' = ANY (p_flags) AND NOT coalesce(p_confirm_contact, false) AND NOT EXISTS (
      SELECT 1 FROM messages x WHERE x.sender_id = p_sender AND x.match_id = p_match AND 'contact' = ANY (x.flags)
    ) THEN 'confirm_contact'
  END;
  IF v_refusal IS NULL THEN
    -- The client's id makes a retry return the stored message instead of a second one.
    INSERT INTO messages (match_id, sender_id, client_id, content, created_at, flags)
    VALUES (p_match, p_sender, p_client_id, p_content, p_now, coalesce(p_flags, '{}'))
    ON CONFLICT (sender_id, client_id) DO NOTHING
    RETURNING * INTO v_row;
  END IF;
  IF v_row.id IS NULL THEN
    -- A retry, or a refusal: a message stored before (even before the match ended) comes back as it was.
    SELECT * INTO v_row FROM messages WHERE sender_id = p_sender AND client_id = p_client_id;
    IF NOT FOUND THEN
      PERFORM mithaq_refuse(v_refusal);
    END IF;
    IF v_row.match_id <> p_match THEN
      PERFORM mithaq_refuse('client_id_reused');
    END IF;
    RETURN jsonb_build_object('message', mithaq_message_json(v_row), 'otherId', v_other, 'replay', true);
  END IF;
  -- The other side now has the reply window (the ghosting timer); the first-message timer stops and
  -- this turn may be reminded again.
  UPDATE matches SET initial_timer_expires_at = NULL,
    response_timer_expires_at = p_now + p_reply_within_ms * interval '1 millisecond',
    awaiting_response_from = v_other, reminder_sent_at = NULL, last_message_at = p_now, updated_at = p_now
  WHERE id = p_match;
  -- The other is notified (bell and pushes) unless they are watching this chat (p_viewers). The
  -- push shows who wrote and how the message starts; the stored notification only who. A burst
  -- is told once in the bell: while the member's newest notification is the unread one of this
  -- chat, it stands for this message too and only the push goes out (with that notification's id).
  -- Notifications made at the same instant (a match and its first message) have no order of their
  -- own: this chat's unread one counts as the newest, then the id decides, so the choice never
  -- depends on the order rows happen to be read in (it did, and a test flaked on it).
  IF NOT (v_other = ANY (coalesce(p_viewers, '{}'))) THEN
    v_name := mithaq_name_of(p_sender);
    SELECT * INTO v_newest FROM notifications WHERE user_id = v_other
      ORDER BY created_at DESC, (type = 'message' AND reference_id = p_match AND read_at IS NULL) DESC, id DESC LIMIT 1;
    IF v_newest.type = 'message' AND v_newest.reference_id = p_match AND v_newest.read_at IS NULL THEN
      v_pushes := mithaq_queue_pushes(v_other, 'message', p_sender, p_match, v_newest.id, p_now, 'messages',
        jsonb_build_object('text', v_name), jsonb_build_object('text', p_push_body));
    ELSE
      -- The sender's name is a value of the key; the push's title is that name, its body the message's start.
      v_note := mithaq_notify(v_other, 'message', p_sender, p_note_key, jsonb_build_object('name', v_name), p_match, p_now,
        'messages', jsonb_build_object('text', v_name), jsonb_build_object('text', p_push_body));
    END IF;
  END IF;
  RETURN jsonb_build_object('message', mithaq_message_json(v_row), 'otherId', v_other, 'notification', v_note,
    'pushes', v_pushes, 'replay', false);
END;
$$;
