-- Whether p_actor (who has a profile) may act on p_target (like, pass, favorite): an active
-- profile of the other sex, no block either way, not themselves, and neither of them married
-- (issue 28; mithaq_like asks it first).
CREATE OR REPLACE FUNCTION mithaq_may_act_on(p_actor uuid, p_target uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM profiles a JOIN profiles t ON t.id = p_target
    WHERE a.id = p_actor AND t.id <> a.id AND t.is_active
      AND a.married_at IS NULL AND t.married_at IS NULL
      AND t.sex = CASE a.sex WHEN 'male' THEN 'female' ELSE 'male' END
      AND NOT EXISTS (SELECT 1 FROM blocked_profiles b
                      WHERE (b.blocker_id = a.id AND b.blocked_id = t.id) OR (b.blocker_id = t.id AND b.blocked_id = a.id)))
$$;
