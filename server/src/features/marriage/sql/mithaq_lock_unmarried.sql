-- A like or a rematch racing a marriage's confirmation (issue 28): the closure
-- (server/src/features/marriage/service.ts) marks both profiles married, then ends every other
-- active match of theirs; a like that read the profiles before that commit could still create a
-- match the closure never saw. So likes and rematches read "married" under a share lock on both
-- profiles: the closure's update waits for them (and then sees their match, to end it), or they
-- wait for the closure (and then see it married).
--
-- Locks both profiles against change (in id order, so two callers cannot deadlock) and says
-- whether neither is married. The caller's next statements see any marriage that committed first.
CREATE OR REPLACE FUNCTION mithaq_lock_unmarried(p_a uuid, p_b uuid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM profiles WHERE id IN (p_a, p_b) ORDER BY id FOR SHARE;
  RETURN NOT EXISTS (SELECT 1 FROM profiles WHERE id IN (p_a, p_b) AND married_at IS NOT NULL);
END;
$$;
