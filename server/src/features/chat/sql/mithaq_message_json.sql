-- A message as the API shows it (contract ChatMessage).
CREATE OR REPLACE FUNCTION mithaq_message_json(m messages) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('id', m.id, 'seq', m.seq, 'matchId', m.match_id, 'senderId', m.sender_id, 'clientId', m.client_id,
    'content', m.content, 'read', m.read, 'createdAt', mithaq_iso(m.created_at))
$$;
