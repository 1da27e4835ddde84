-- Whether the pair's match exists for neither of them: a block either way, or the other suspended,
-- or the other married (issue 28) to someone else than the viewer: the spouse is the match the
-- marriage marked (matches.married_at). The one profile row is read once; the spouse is looked up
-- only for a married member.
CREATE OR REPLACE FUNCTION mithaq_hidden_from(p_viewer uuid, p_other uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
           SELECT 1 FROM blocked_profiles b
           WHERE (b.blocker_id = p_viewer AND b.blocked_id = p_other) OR (b.blocker_id = p_other AND b.blocked_id = p_viewer))
      OR EXISTS (
           SELECT 1 FROM profiles p WHERE p.id = p_other
             AND (p.suspended_at IS NOT NULL
                  OR (p.married_at IS NOT NULL
                      AND NOT EXISTS (SELECT 1 FROM matches mt
                                      WHERE mt.profile1_id = least(p_viewer, p_other) AND mt.profile2_id = greatest(p_viewer, p_other)
                                        AND mt.married_at IS NOT NULL))))
$$;
