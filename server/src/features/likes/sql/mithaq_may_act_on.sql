-- Nor may anyone like, pass or favorite a married member, nor a married member anyone else
-- (mithaq_may_act_on, migration 0017, with the married rule added; mithaq_like asks it first).
CREATE OR REPLACE FUNCTION mithaq_may_act_on(p_actor uuid, p_target uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM profiles a JOIN profiles t ON t.id = p_target
    WHERE a.id = p_actor AND t.id <> a.id AND t.is_active
      AND a.married_at IS NULL AND t.married_at IS NULL
      AND t.sex = CASE a.sex WHEN 'male' THEN 'female' ELSE 'male' END
      AND NOT EXISTS (SELECT 1 FROM blocked_profiles b
                      WHERE (b.blocker_id = a.id AND b.blocked_id = t.id) OR (b.blocker_id = t.id AND b.blocked_id = a.id)))
$$;
