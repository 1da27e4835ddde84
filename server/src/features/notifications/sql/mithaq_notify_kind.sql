-- The notification of a kind named in p_kinds ({type: {preference, title}}, the contract's push
-- kinds, title a registry key): its text the registry key p_key, with p_name as its {{name}} when
-- given (the name is a value, filled in the reader's language when shown).
CREATE OR REPLACE FUNCTION mithaq_notify_kind(p_kinds jsonb, p_user uuid, p_type text, p_sender uuid, p_key text, p_name text,
                                   p_reference uuid, p_now timestamptz)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT mithaq_notify(p_user, p_type, p_sender, p_key,
    CASE WHEN p_name IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('name', p_name) END, p_reference, p_now,
    p_kinds -> p_type ->> 'preference', jsonb_build_object('key', p_kinds -> p_type ->> 'title', 'params', '{}'::jsonb), NULL)
$$;
