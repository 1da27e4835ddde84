-- The notification of a kind named in p_kinds ({type: {preference, title}}, the contract's push
-- kinds), its text p_template with {{name}} filled.
CREATE OR REPLACE FUNCTION mithaq_notify_kind(p_kinds jsonb, p_user uuid, p_type text, p_sender uuid, p_template text, p_name text,
                                   p_reference uuid, p_now timestamptz)
RETURNS jsonb LANGUAGE sql AS $$
  SELECT mithaq_notify(p_user, p_type, p_sender, replace(p_template, '{{name}}', p_name), p_reference, p_now,
    p_kinds -> p_type ->> 'preference', p_kinds -> p_type ->> 'title', NULL)
$$;
