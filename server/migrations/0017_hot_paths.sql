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

CREATE FUNCTION mithaq_refuse(p_reason text, p_detail text DEFAULT '') RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'MQ000', MESSAGE = p_reason, DETAIL = coalesce(p_detail, '');
END;
$$;
--> statement-breakpoint

-- A time as JavaScript's toISOString() writes it (the API's dates).
CREATE FUNCTION mithaq_iso(p_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
--> statement-breakpoint

-- A member's name as others see it (spec §3: formatted profile defaults, 'Anonymous').
CREATE FUNCTION mithaq_name_of(p_profile uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT name FROM profiles WHERE id = p_profile), 'Anonymous')
$$;
--> statement-breakpoint

-- Whether the pair's match exists for neither of them: a block either way, or the other suspended.
CREATE FUNCTION mithaq_hidden_from(p_viewer uuid, p_other uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
           SELECT 1 FROM blocked_profiles b
           WHERE (b.blocker_id = p_viewer AND b.blocked_id = p_other) OR (b.blocker_id = p_other AND b.blocked_id = p_viewer))
      OR EXISTS (SELECT 1 FROM profiles p WHERE p.id = p_other AND p.suspended_at IS NOT NULL)
$$;
--> statement-breakpoint

-- Whether a timer that ends an active match (payment window, first message, reply) has run out by
-- p_now. The sweep comes every 30 s; until then the match is refused as an ended one, so nobody
-- beats a timer by the sweep's delay. Keep in step with matches/repo.ts dueBy.
CREATE FUNCTION mithaq_match_expired(m matches, p_now timestamptz) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT m.unmatched_at IS NULL AND coalesce(
    (NOT m.chat_unlocked AND m.payment_expires_at <= p_now)
    OR m.initial_timer_expires_at <= p_now
    OR m.response_timer_expires_at <= p_now, false)
$$;
--> statement-breakpoint

-- Serialises everything that can create or end a pair's match (two likes at the same instant, a
-- like and a rematch). The same key as matches/repo.ts lockPair.
CREATE FUNCTION mithaq_lock_pair(p_a uuid, p_b uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('pair:' || least(p_a, p_b)::text || ':' || greatest(p_a, p_b)::text))
$$;
--> statement-breakpoint

-- A message as the API shows it (contract ChatMessage).
CREATE FUNCTION mithaq_message_json(m messages) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('id', m.id, 'seq', m.seq, 'matchId', m.match_id, 'senderId', m.sender_id, 'clientId', m.client_id,
    'content', m.content, 'read', m.read, 'createdAt', mithaq_iso(m.created_at))
$$;
--> statement-breakpoint

-- One push in the outbox for each of the member's devices whose kind (p_preference; null: always)
-- they let push — no preferences row means all on. A push carries ids and short text only.
-- Returns how many were queued.
CREATE FUNCTION mithaq_queue_pushes(p_user uuid, p_type text, p_sender uuid, p_reference uuid, p_notification uuid,
                                    p_now timestamptz, p_preference text, p_title text, p_body text)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_pushes int;
BEGIN
  INSERT INTO outbox (kind, payload, next_attempt_at, created_at)
  SELECT 'push',
         jsonb_build_object('subscriptionId', s.id, 'push', jsonb_build_object(
           'title', p_title,
           'body', p_body,
           'data', jsonb_strip_nulls(jsonb_build_object(
             'type', p_type, 'notificationId', p_notification, 'senderId', p_sender, 'referenceId', p_reference,
             -- Spec §3: a message push names its chat (the match), so a tap can open it.
             'chatId', CASE WHEN p_type = 'message' THEN p_reference END,
             'timestamp', CASE WHEN p_type = 'test' THEN mithaq_iso(p_now) END)))),
         p_now, p_now
  FROM push_subscriptions s
  LEFT JOIN push_preferences pp ON pp.user_id = s.user_id
  WHERE s.user_id = p_user
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
--> statement-breakpoint

-- create_notification: the notification row, and its pushes (mithaq_queue_pushes). Returns the
-- notification as its owner sees it (contract NotificationView) plus 'userId' (the owner) and
-- 'pushes' (how many were queued).
CREATE FUNCTION mithaq_notify(p_user uuid, p_type text, p_sender uuid, p_content text, p_reference uuid, p_now timestamptz,
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
--> statement-breakpoint

-- The notification of a kind named in p_kinds ({type: {preference, title}}, the contract's push
-- kinds), its text p_template with {{name}} filled.
CREATE FUNCTION mithaq_notify_kind(p_kinds jsonb, p_user uuid, p_type text, p_sender uuid, p_template text, p_name text,
                                   p_reference uuid, p_now timestamptz)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT mithaq_notify(p_user, p_type, p_sender, replace(p_template, '{{name}}', p_name), p_reference, p_now,
    p_kinds -> p_type ->> 'preference', p_kinds -> p_type ->> 'title', NULL)
$$;
--> statement-breakpoint

-- Gives back what the sides p_sides (1, 2) paid to unlock this round (the match ended before the
-- chat was used). Each refund's description names the other person. Returns who was refunded.
CREATE FUNCTION mithaq_refund_unlock_payments(p_match uuid, p_sides int[], p_template text, p_now timestamptz) RETURNS uuid[]
LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_refunded uuid[] := '{}';
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match;
  IF 1 = ANY (p_sides) AND m.user1_paid_tokens > 0 THEN
    INSERT INTO token_transactions (user_id, amount, type, description, reference_id, created_at)
    VALUES (m.profile1_id, m.user1_paid_tokens, 'refund', replace(p_template, '{{name}}', mithaq_name_of(m.profile2_id)), m.id, p_now);
    v_refunded := v_refunded || m.profile1_id;
  END IF;
  IF 2 = ANY (p_sides) AND m.user2_paid_tokens > 0 THEN
    INSERT INTO token_transactions (user_id, amount, type, description, reference_id, created_at)
    VALUES (m.profile2_id, m.user2_paid_tokens, 'refund', replace(p_template, '{{name}}', mithaq_name_of(m.profile1_id)), m.id, p_now);
    v_refunded := v_refunded || m.profile2_id;
  END IF;
  RETURN v_refunded;
END;
$$;
--> statement-breakpoint

-- Ends a round: unmatched now by p_initiator (null: a timer or a moderator), every timer stopped.
CREATE FUNCTION mithaq_end_match(p_match uuid, p_initiator uuid, p_now timestamptz) RETURNS void LANGUAGE sql AS $$
  UPDATE matches SET unmatched_at = p_now, unmatch_initiator_id = p_initiator, payment_expires_at = NULL,
    initial_timer_expires_at = NULL, response_timer_expires_at = NULL, awaiting_response_from = NULL, updated_at = p_now
  WHERE id = p_match
$$;
--> statement-breakpoint

-- The match row locked for one of its participants, or 'match_not_found' for anyone else and for
-- a pair the match exists for neither of (a block, a suspension). Payments, unmatch and rematch start here.
CREATE FUNCTION mithaq_lock_match_for(p_match uuid, p_member uuid) RETURNS matches LANGUAGE plpgsql AS $$
DECLARE
  m matches;
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match FOR UPDATE;
  IF NOT FOUND OR p_member NOT IN (m.profile1_id, m.profile2_id)
     OR mithaq_hidden_from(p_member, CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  RETURN m;
END;
$$;
--> statement-breakpoint

-- An idempotency key, claimed before the work: null when this call claimed it (do the work, then
-- mithaq_keep_answer); the stored answer when it was done before (a concurrent call with the same
-- key waits on the claim, then gets it); 'idempotency_mismatch' when the key came with another request.
CREATE FUNCTION mithaq_claim_key(p_user uuid, p_key text, p_request_hash text, p_now timestamptz) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_stored idempotency_keys;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
  VALUES (p_user, p_key, p_request_hash, 0, '{}', p_now)
  ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_stored FROM idempotency_keys WHERE user_id = p_user AND key = p_key;
  IF NOT FOUND OR v_stored.request_hash <> p_request_hash THEN
    PERFORM mithaq_refuse('idempotency_mismatch');
  END IF;
  RETURN v_stored.response;
END;
$$;
--> statement-breakpoint

CREATE FUNCTION mithaq_keep_answer(p_user uuid, p_key text, p_answer jsonb) RETURNS jsonb LANGUAGE sql AS $$
  UPDATE idempotency_keys SET status_code = 200, response = p_answer WHERE user_id = p_user AND key = p_key RETURNING response
$$;
--> statement-breakpoint

-- Takes p_cost tokens for a payment, or 'insufficient'. The balance is read under the profile
-- row's lock, so concurrent payments cannot both spend the same tokens; the ledger row moves the
-- balance (trigger, migration 0002). Returns the balance after.
CREATE FUNCTION mithaq_spend(p_user uuid, p_cost int, p_type text, p_description text, p_reference uuid, p_now timestamptz)
RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  v_balance int;
BEGIN
  SELECT token_balance INTO v_balance FROM profiles WHERE id = p_user FOR UPDATE;
  IF v_balance IS NULL OR v_balance < p_cost THEN
    PERFORM mithaq_refuse('insufficient');
  END IF;
  INSERT INTO token_transactions (user_id, amount, type, description, reference_id, created_at)
  VALUES (p_user, -p_cost, p_type, p_description, p_reference, p_now);
  RETURN v_balance - p_cost;
END;
$$;
--> statement-breakpoint

-- Send a message. Returns {message, otherId, notification, pushes, replay}.
CREATE FUNCTION mithaq_send_message(p_match uuid, p_sender uuid, p_client_id uuid, p_content text, p_now timestamptz,
                                    p_viewers uuid[], p_reply_within_ms bigint, p_note_template text, p_push_body text)
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
BEGIN
  -- The match row is locked first, so a match's messages commit in seq order (catch-up pages have
  -- no gaps) and sends take turns with payments and timers. Only a participant may write.
  SELECT * INTO m FROM matches WHERE id = p_match FOR UPDATE;
  IF NOT FOUND OR p_sender NOT IN (m.profile1_id, m.profile2_id) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  v_other := CASE WHEN m.profile1_id = p_sender THEN m.profile2_id ELSE m.profile1_id END;
  v_refusal := CASE
    -- An ended match, or one whose timer ran out before the sweep came, is read-only.
    WHEN m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN 'cannot_send'
    -- A deactivated or suspended member neither writes nor is written to (the match stays).
    WHEN (SELECT count(*) FROM profiles p WHERE p.id IN (m.profile1_id, m.profile2_id) AND p.is_active AND p.suspended_at IS NULL) < 2
      THEN 'member_unavailable'
    -- Both must pay (or one express) before anyone writes.
    WHEN NOT m.chat_unlocked THEN 'chat_locked'
  END;
  IF v_refusal IS NULL THEN
    -- The client's id makes a retry return the stored message instead of a second one.
    INSERT INTO messages (match_id, sender_id, client_id, content, created_at)
    VALUES (p_match, p_sender, p_client_id, p_content, p_now)
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
  IF NOT (v_other = ANY (coalesce(p_viewers, '{}'))) THEN
    v_name := mithaq_name_of(p_sender);
    SELECT * INTO v_newest FROM notifications WHERE user_id = v_other ORDER BY created_at DESC LIMIT 1;
    IF v_newest.type = 'message' AND v_newest.reference_id = p_match AND v_newest.read_at IS NULL THEN
      v_pushes := mithaq_queue_pushes(v_other, 'message', p_sender, p_match, v_newest.id, p_now, 'messages', v_name, p_push_body);
    ELSE
      v_note := mithaq_notify(v_other, 'message', p_sender, replace(p_note_template, '{{name}}', v_name), p_match, p_now,
        'messages', v_name, p_push_body);
    END IF;
  END IF;
  RETURN jsonb_build_object('message', mithaq_message_json(v_row), 'otherId', v_other, 'notification', v_note,
    'pushes', v_pushes, 'replay', false);
END;
$$;
--> statement-breakpoint

-- mark_messages_as_read: the other side's unread messages, up to p_up_to when given (what the
-- reader has seen; a message arriving meanwhile stays unread). Only a participant, and not in a
-- pair hidden from the reader. Returns {marked, upToSeq, otherId}.
CREATE FUNCTION mithaq_mark_read(p_match uuid, p_reader uuid, p_now timestamptz, p_up_to bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_other uuid;
  v_marked int;
  v_up_to bigint;
BEGIN
  SELECT * INTO m FROM matches WHERE id = p_match;
  IF NOT FOUND OR p_reader NOT IN (m.profile1_id, m.profile2_id) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  v_other := CASE WHEN m.profile1_id = p_reader THEN m.profile2_id ELSE m.profile1_id END;
  IF mithaq_hidden_from(p_reader, v_other) THEN
    PERFORM mithaq_refuse('match_not_found');
  END IF;
  WITH marked AS (
    UPDATE messages SET read = true, read_at = p_now
    WHERE match_id = p_match AND sender_id <> p_reader AND NOT read AND (p_up_to IS NULL OR seq <= p_up_to)
    RETURNING seq
  )
  SELECT count(*), max(seq) INTO v_marked, v_up_to FROM marked;
  RETURN jsonb_build_object('marked', v_marked, 'upToSeq', v_up_to, 'otherId', v_other);
END;
$$;
--> statement-breakpoint

-- process_match_payment: unlock with p_cost tokens (3 each, or 6 express by one person, which
-- unlocks at once). Idempotent per key; the match row lock makes concurrent payments take turns,
-- so nobody pays twice. Returns {answer: {chatUnlocked, balance}, replay, profileIds, notification}.
CREATE FUNCTION mithaq_pay(p_match uuid, p_payer uuid, p_express boolean, p_key text, p_request_hash text, p_now timestamptz,
                           p_cost int, p_first_message_within_ms bigint, p_ledger_template text,
                           p_unlocked_template text, p_required_template text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  m matches;
  v_side int;
  v_other uuid;
  v_balance int;
  v_unlocked boolean;
  v_note jsonb;
BEGIN
  v_stored := mithaq_claim_key(p_payer, p_key, p_request_hash, p_now);
  IF v_stored IS NOT NULL THEN
    RETURN jsonb_build_object('answer', v_stored, 'replay', true);
  END IF;
  m := mithaq_lock_match_for(p_match, p_payer);
  v_side := CASE WHEN m.profile1_id = p_payer THEN 1 ELSE 2 END;
  v_other := CASE WHEN v_side = 1 THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN
    PERFORM mithaq_refuse('ended');
  END IF;
  IF m.chat_unlocked THEN
    PERFORM mithaq_refuse('already_unlocked');
  END IF;
  IF (v_side = 1 AND m.user1_paid) OR (v_side = 2 AND m.user2_paid) THEN
    PERFORM mithaq_refuse('already_paid');
  END IF;
  v_balance := mithaq_spend(p_payer, p_cost, CASE WHEN p_express THEN 'express_payment' ELSE 'payment' END,
    replace(p_ledger_template, '{{name}}', mithaq_name_of(v_other)), p_match, p_now);
  -- The chat unlocks when one pays express, or when the other side had paid already; the
  -- first-message timer then starts and the payment window closes.
  v_unlocked := p_express OR CASE WHEN v_side = 1 THEN m.user2_paid ELSE m.user1_paid END;
  UPDATE matches SET
    user1_paid = user1_paid OR v_side = 1,
    user1_paid_tokens = CASE WHEN v_side = 1 THEN p_cost ELSE user1_paid_tokens END,
    user2_paid = user2_paid OR v_side = 2,
    user2_paid_tokens = CASE WHEN v_side = 2 THEN p_cost ELSE user2_paid_tokens END,
    chat_unlocked = v_unlocked,
    unlocked_at = CASE WHEN v_unlocked THEN p_now ELSE unlocked_at END,
    payment_expires_at = CASE WHEN v_unlocked THEN NULL ELSE payment_expires_at END,
    initial_timer_expires_at = CASE WHEN v_unlocked THEN p_now + p_first_message_within_ms * interval '1 millisecond'
                                    ELSE initial_timer_expires_at END,
    updated_at = p_now
  WHERE id = p_match;
  -- The other hears that the chat is open, or that their match is waiting for their payment.
  v_note := CASE WHEN v_unlocked
    THEN mithaq_notify_kind(p_kinds, v_other, 'chat_unlocked', p_payer, p_unlocked_template, mithaq_name_of(p_payer), p_match, p_now)
    ELSE mithaq_notify_kind(p_kinds, v_other, 'payment_required', p_payer, p_required_template, mithaq_name_of(p_payer), p_match, p_now)
  END;
  RETURN jsonb_build_object(
    'answer', mithaq_keep_answer(p_payer, p_key, jsonb_build_object('chatUnlocked', v_unlocked, 'balance', v_balance)),
    'replay', false, 'profileIds', jsonb_build_array(m.profile1_id, m.profile2_id), 'notifications', jsonb_build_array(v_note));
END;
$$;
--> statement-breakpoint

-- process_manual_unmatch: p_locked_cost tokens before the chat was unlocked, p_unlocked_cost after
-- (a penalty may take the balance below zero). Before unlock nothing was used, so unlock payments
-- go back. Both unmatching at once: the lock lets one win. Returns {profileIds, balancesChanged}.
CREATE FUNCTION mithaq_unmatch(p_match uuid, p_member uuid, p_now timestamptz, p_locked_cost int, p_unlocked_cost int,
                               p_penalty_template text, p_refund_template text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  m matches;
  v_other uuid;
  v_refunded uuid[] := '{}';
BEGIN
  m := mithaq_lock_match_for(p_match, p_member);
  v_other := CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN
    PERFORM mithaq_refuse('ended');
  END IF;
  INSERT INTO token_transactions (user_id, amount, type, description, reference_id, created_at)
  VALUES (p_member, -(CASE WHEN m.chat_unlocked THEN p_unlocked_cost ELSE p_locked_cost END), 'penalty',
          replace(p_penalty_template, '{{name}}', mithaq_name_of(v_other)), p_match, p_now);
  IF NOT m.chat_unlocked THEN
    v_refunded := mithaq_refund_unlock_payments(p_match, '{1,2}', p_refund_template, p_now);
  END IF;
  PERFORM mithaq_end_match(p_match, p_member, p_now);
  RETURN jsonb_build_object('profileIds', jsonb_build_array(m.profile1_id, m.profile2_id),
    'balancesChanged', to_jsonb(array(SELECT DISTINCT unnest(v_refunded || p_member))));
END;
$$;
--> statement-breakpoint

-- process_rematch_payment (p_cost tokens): only the one who unmatched, or either after an automatic
-- unmatch; not while the pair has another active match. Restarts the payment countdown for both;
-- both get a match notification. Idempotent per key.
-- Returns {answer: {matchId, balance}, replay, profileIds, notifications}.
CREATE FUNCTION mithaq_rematch(p_match uuid, p_member uuid, p_key text, p_request_hash text, p_now timestamptz, p_cost int,
                               p_payment_window_ms bigint, p_ledger_template text, p_match_note text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  m matches;
  v_other uuid;
  v_balance int;
BEGIN
  v_stored := mithaq_claim_key(p_member, p_key, p_request_hash, p_now);
  IF v_stored IS NOT NULL THEN
    RETURN jsonb_build_object('answer', v_stored, 'replay', true);
  END IF;
  m := mithaq_lock_match_for(p_match, p_member);
  v_other := CASE WHEN m.profile1_id = p_member THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NULL THEN
    PERFORM mithaq_refuse('still_active');
  END IF;
  IF m.unmatch_initiator_id IS NOT NULL AND m.unmatch_initiator_id <> p_member THEN
    PERFORM mithaq_refuse('cannot_rematch', mithaq_name_of(v_other));
  END IF;
  PERFORM mithaq_lock_pair(p_member, v_other);
  IF EXISTS (SELECT 1 FROM matches WHERE profile1_id = m.profile1_id AND profile2_id = m.profile2_id AND unmatched_at IS NULL) THEN
    PERFORM mithaq_refuse('pair_already_matched');
  END IF;
  v_balance := mithaq_spend(p_member, p_cost, 'payment', replace(p_ledger_template, '{{name}}', mithaq_name_of(v_other)), p_match, p_now);
  -- A fresh round: nobody has paid, the payment window runs again, both see the row again.
  UPDATE matches SET unmatched_at = NULL, unmatch_initiator_id = NULL, user1_paid = false, user2_paid = false,
    user1_paid_tokens = 0, user2_paid_tokens = 0, chat_unlocked = false, unlocked_at = NULL,
    payment_expires_at = p_now + p_payment_window_ms * interval '1 millisecond', initial_timer_expires_at = NULL,
    response_timer_expires_at = NULL, awaiting_response_from = NULL, reminder_sent_at = NULL, payment_reminder_sent_at = NULL,
    profile1_hidden_at = NULL, profile2_hidden_at = NULL, updated_at = p_now
  WHERE id = p_match;
  RETURN jsonb_build_object(
    'answer', mithaq_keep_answer(p_member, p_key, jsonb_build_object('matchId', p_match, 'balance', v_balance)),
    'replay', false, 'profileIds', jsonb_build_array(m.profile1_id, m.profile2_id),
    'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_member, 'match', v_other, p_match_note, '', p_match, p_now),
      mithaq_notify_kind(p_kinds, v_other, 'match', p_member, p_match_note, '', p_match, p_now)));
END;
$$;
--> statement-breakpoint

-- Whether p_actor (who has a profile) may act on p_target (like, pass, favorite): an active
-- profile of the other sex, no block either way, not themselves.
CREATE FUNCTION mithaq_may_act_on(p_actor uuid, p_target uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM profiles a JOIN profiles t ON t.id = p_target
    WHERE a.id = p_actor AND t.id <> a.id AND t.is_active
      AND t.sex = CASE a.sex WHEN 'male' THEN 'female' ELSE 'male' END
      AND NOT EXISTS (SELECT 1 FROM blocked_profiles b
                      WHERE (b.blocker_id = a.id AND b.blocked_id = t.id) OR (b.blocker_id = t.id AND b.blocked_id = a.id)))
$$;
--> statement-breakpoint

-- Like: one action row per pair (a pass becomes a like; a second like is 'already_liked' with the
-- name). Only a profile the liker may act on (mithaq_may_act_on). When the other liked back, the pair's one active match is made in the same call,
-- under the pair lock (two likes at the same instant still make one match; the partial unique
-- index backs it) and the payment countdown starts; otherwise the other is told of the like.
-- Returns {matchId, created, profileIds, notifications, liked}.
CREATE FUNCTION mithaq_like(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_template text, p_match_note text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_match uuid;
BEGIN
  IF NOT mithaq_may_act_on(p_liker, p_target) THEN
    PERFORM mithaq_refuse('profile_not_found');
  END IF;
  PERFORM mithaq_lock_pair(p_liker, p_target);
  INSERT INTO profile_actions (from_profile_id, to_profile_id, action, created_at, updated_at)
  VALUES (p_liker, p_target, 'like', p_now, p_now)
  ON CONFLICT (from_profile_id, to_profile_id) DO UPDATE SET action = 'like', updated_at = p_now
  WHERE profile_actions.action <> 'like';
  IF NOT FOUND THEN
    PERFORM mithaq_refuse('already_liked', mithaq_name_of(p_target));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM profile_actions WHERE from_profile_id = p_target AND to_profile_id = p_liker AND action = 'like') THEN
    RETURN jsonb_build_object('matchId', NULL, 'created', false, 'liked', p_target, 'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_target, 'like', p_liker, p_liked_template, mithaq_name_of(p_liker), NULL, p_now)));
  END IF;
  SELECT id INTO v_match FROM matches
  WHERE profile1_id = least(p_liker, p_target) AND profile2_id = greatest(p_liker, p_target) AND unmatched_at IS NULL;
  IF FOUND THEN
    RETURN jsonb_build_object('matchId', v_match, 'created', false, 'notifications', '[]'::jsonb);
  END IF;
  INSERT INTO matches (profile1_id, profile2_id, created_at, updated_at, payment_expires_at)
  VALUES (least(p_liker, p_target), greatest(p_liker, p_target), p_now, p_now, p_now + p_payment_window_ms * interval '1 millisecond')
  RETURNING id INTO v_match;
  RETURN jsonb_build_object('matchId', v_match, 'created', true,
    'profileIds', jsonb_build_array(least(p_liker, p_target), greatest(p_liker, p_target)),
    'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_liker, 'match', p_target, p_match_note, '', v_match, p_now),
      mithaq_notify_kind(p_kinds, p_target, 'match', p_liker, p_match_note, '', v_match, p_now)));
END;
$$;
