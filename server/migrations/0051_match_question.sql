-- Issue 28: the one question a member may ask every match to answer before the chat unlocks
-- (profiles.match_question), the answers (match_answers, one per member and round), and the
-- payment's check (mithaq_pay below).
CREATE TABLE "match_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"answerer_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"round_ended_at" timestamp with time zone,
	CONSTRAINT "match_answers_question_length" CHECK (char_length("match_answers"."question") between 1 and 200),
	CONSTRAINT "match_answers_answer_length" CHECK (char_length("match_answers"."answer") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "match_question" text;--> statement-breakpoint
ALTER TABLE "match_answers" ADD CONSTRAINT "match_answers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_answers" ADD CONSTRAINT "match_answers_answerer_id_profiles_id_fk" FOREIGN KEY ("answerer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_answers_current_idx" ON "match_answers" USING btree ("match_id","answerer_id") WHERE "match_answers"."round_ended_at" is null;--> statement-breakpoint
CREATE INDEX "match_answers_answerer_idx" ON "match_answers" USING btree ("answerer_id","answered_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_match_question_length" CHECK (char_length("profiles"."match_question") between 1 and 200);--> statement-breakpoint

-- Issue 28: the one question. An answer belongs to the round of the match it was given in:
-- whatever ends the round (an unmatch, a timer, a block, a suspension, a marriage elsewhere)
-- closes it, so a rematch (the same row reused) asks again. Closed answers stay for the export.
CREATE FUNCTION mithaq_close_match_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE match_answers SET round_ended_at = NEW.unmatched_at WHERE match_id = NEW.id AND round_ended_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER matches_close_match_answers
  AFTER UPDATE OF unmatched_at ON matches
  FOR EACH ROW WHEN (OLD.unmatched_at IS NULL AND NEW.unmatched_at IS NOT NULL)
  EXECUTE FUNCTION mithaq_close_match_answers();
--> statement-breakpoint

-- Whether p_member must still answer p_other's question on this match: the other asks one, and
-- p_member has no answer in the current round (whatever the question says now: an answer keeps
-- the text it answered, and a changed question does not undo it).
CREATE FUNCTION mithaq_owes_answer(p_match uuid, p_member uuid, p_other uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM profiles WHERE id = p_other AND match_question IS NOT NULL)
     AND NOT EXISTS (SELECT 1 FROM match_answers
                     WHERE match_id = p_match AND answerer_id = p_member AND round_ended_at IS NULL);
$$;
--> statement-breakpoint

-- mithaq_pay as in 0036_verified_only_money, every rule kept, refusing a payment (normal or
-- express) until the payer has answered the other's question this round.
CREATE OR REPLACE FUNCTION mithaq_pay(p_match uuid, p_payer uuid, p_express boolean, p_key text, p_request_hash text, p_now timestamptz,
                           p_cost int, p_first_message_within_ms bigint, p_ledger_template text,
                           p_unlocked_template text, p_required_template text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_stored jsonb;
  m matches;
  v_side int;
  v_other uuid;
  v_balance int;
  v_unlocked boolean;
  v_note jsonb;
BEGIN
  v_stored := mithaq_claim_key(p_payer, p_key, p_request_hash, p_now);
  IF v_stored IS NOT NULL THEN
    RETURN jsonb_build_object('answer', v_stored, 'replay', true);
  END IF;
  m := mithaq_lock_match_for(p_match, p_payer);
  v_side := CASE WHEN m.profile1_id = p_payer THEN 1 ELSE 2 END;
  v_other := CASE WHEN v_side = 1 THEN m.profile2_id ELSE m.profile1_id END;
  IF m.unmatched_at IS NOT NULL OR mithaq_match_expired(m, p_now) THEN
    PERFORM mithaq_refuse('ended');
  END IF;
  IF m.chat_unlocked THEN
    PERFORM mithaq_refuse('already_unlocked');
  END IF;
  IF (v_side = 1 AND m.user1_paid) OR (v_side = 2 AND m.user2_paid) THEN
    PERFORM mithaq_refuse('already_paid');
  END IF;
  -- Only verified members may write to the other (their setting): paying for a chat one could
  -- not write in, and then being charged for not replying, is refused before any token moves.
  IF mithaq_needs_badge(p_payer, v_other) THEN
    PERFORM mithaq_refuse('verified_only', mithaq_name_of(v_other));
  END IF;
  -- Issue 28: the other's one question is answered first, in this round. The answer is written
  -- under this same match row lock (features/matches/questions.ts), so no payment slips past it.
  IF mithaq_owes_answer(p_match, p_payer, v_other) THEN
    PERFORM mithaq_refuse('answer_first', mithaq_name_of(v_other));
  END IF;
  v_balance := mithaq_spend(p_payer, p_cost, CASE WHEN p_express THEN 'express_payment' ELSE 'payment' END,
    replace(p_ledger_template, '{{name}}', mithaq_name_of(v_other)), p_match, p_now);
  -- The chat unlocks when one pays express, or when the other side had paid already; the
  -- first-message timer then starts and the payment window closes.
  v_unlocked := p_express OR CASE WHEN v_side = 1 THEN m.user2_paid ELSE m.user1_paid END;
  UPDATE matches SET
    user1_paid = user1_paid OR v_side = 1,
    user1_paid_tokens = CASE WHEN v_side = 1 THEN p_cost ELSE user1_paid_tokens END,
    user2_paid = user2_paid OR v_side = 2,
    user2_paid_tokens = CASE WHEN v_side = 2 THEN p_cost ELSE user2_paid_tokens END,
    chat_unlocked = v_unlocked,
    unlocked_at = CASE WHEN v_unlocked THEN p_now ELSE unlocked_at END,
    payment_expires_at = CASE WHEN v_unlocked THEN NULL ELSE payment_expires_at END,
    initial_timer_expires_at = CASE WHEN v_unlocked THEN p_now + p_first_message_within_ms * interval '1 millisecond'
                                    ELSE initial_timer_expires_at END,
    updated_at = p_now
  WHERE id = p_match;
  -- The other hears that the chat is open, or that their match is waiting for their payment.
  v_note := CASE WHEN v_unlocked
    THEN mithaq_notify_kind(p_kinds, v_other, 'chat_unlocked', p_payer, p_unlocked_template, mithaq_name_of(p_payer), p_match, p_now)
    ELSE mithaq_notify_kind(p_kinds, v_other, 'payment_required', p_payer, p_required_template, mithaq_name_of(p_payer), p_match, p_now)
  END;
  RETURN jsonb_build_object(
    'answer', mithaq_keep_answer(p_payer, p_key, jsonb_build_object('chatUnlocked', v_unlocked, 'balance', v_balance)),
    'replay', false, 'profileIds', jsonb_build_array(m.profile1_id, m.profile2_id), 'notifications', jsonb_build_array(v_note));
END;
$$;
