-- A member's name as others see it (spec §3: formatted profile defaults, 'Anonymous').
CREATE OR REPLACE FUNCTION mithaq_name_of(p_profile uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT name FROM profiles WHERE id = p_profile), 'Anonymous')
$$;
