-- Review of issue 28: a married member stayed visible to those whose matches the closure ended
-- (the Unmatched list, the ended chat, its pictures). mithaq_hidden_from (0017_hot_paths) hides
-- them as it hides a suspended member, from everyone but their spouse (the match the closure
-- marked: matches.married_at, 0045_married_match_trigger). The one profile row is read once, as
-- before; the spouse is looked up only for a married member.
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
