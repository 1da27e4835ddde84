-- Hand-written (issue 28). A married couple leave Discover for good: the deck's partial covering
-- index (migration 0003) now also leaves out married profiles, so the deck's walk stays an
-- index-only scan with the extra condition (discover/repo.ts says both, as literals).
DROP INDEX "profiles_deck_idx";--> statement-breakpoint
CREATE INDEX "profiles_deck_idx" ON "profiles" USING btree ("sex", "created_at", "id")
  INCLUDE ("birthday", "height", "country") WHERE "is_active" AND "married_at" IS NULL;
--> statement-breakpoint
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
--> statement-breakpoint
-- A married couple's match keeps no timer: nobody is penalised for not answering their spouse.
-- Whatever sets one (a message moves the reply timer in mithaq_send_message) is undone here, so
-- the sweep and mithaq_match_expired never see one on a confirmed marriage's match.
CREATE FUNCTION mithaq_married_no_timers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.initial_timer_expires_at IS NOT NULL OR NEW.response_timer_expires_at IS NOT NULL)
     AND EXISTS (SELECT 1 FROM marriages WHERE match_id = NEW.id AND married_at IS NOT NULL) THEN
    NEW.initial_timer_expires_at := NULL;
    NEW.response_timer_expires_at := NULL;
    NEW.awaiting_response_from := NULL;
    NEW.reminder_sent_at := NULL;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_married_no_timers
  BEFORE UPDATE ON matches
  FOR EACH ROW
  EXECUTE FUNCTION mithaq_married_no_timers();
