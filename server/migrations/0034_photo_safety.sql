CREATE TABLE "known_fake_hashes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phash" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_fake_hashes_source_check" CHECK ("known_fake_hashes"."source" in ('picture_deleted', 'verification_fraud', 'photo_flag'))
);
--> statement-breakpoint
CREATE TABLE "photo_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"picture_id" uuid,
	"matched_profile_id" uuid,
	"matched_picture_id" uuid,
	"known_fake_id" uuid,
	"distance" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"decision" text,
	CONSTRAINT "photo_flags_decision_check" CHECK (("photo_flags"."resolved_at" is null) = ("photo_flags"."decision" is null))
);
--> statement-breakpoint
CREATE TABLE "verification_asks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"asked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"met_at" timestamp with time zone,
	"expired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "phash" bigint;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_picture_id_profile_pictures_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."profile_pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_matched_profile_id_profiles_id_fk" FOREIGN KEY ("matched_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_matched_picture_id_profile_pictures_id_fk" FOREIGN KEY ("matched_picture_id") REFERENCES "public"."profile_pictures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_known_fake_id_known_fake_hashes_id_fk" FOREIGN KEY ("known_fake_id") REFERENCES "public"."known_fake_hashes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_flags" ADD CONSTRAINT "photo_flags_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_asks" ADD CONSTRAINT "verification_asks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_asks" ADD CONSTRAINT "verification_asks_asker_id_profiles_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_asks" ADD CONSTRAINT "verification_asks_asked_id_profiles_id_fk" FOREIGN KEY ("asked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_flags_open_idx" ON "photo_flags" USING btree ("created_at") WHERE "photo_flags"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_flags_open_pair_idx" ON "photo_flags" USING btree ("picture_id",coalesce("matched_picture_id", "known_fake_id")) WHERE "photo_flags"."resolved_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_asks_open_idx" ON "verification_asks" USING btree ("match_id","asker_id") WHERE "verification_asks"."met_at" is null and "verification_asks"."expired_at" is null;--> statement-breakpoint
CREATE INDEX "verification_asks_asked_idx" ON "verification_asks" USING btree ("asked_id");--> statement-breakpoint
CREATE INDEX "verification_asks_due_idx" ON "verification_asks" USING btree ("expires_at") WHERE "verification_asks"."met_at" is null and "verification_asks"."expired_at" is null;--> statement-breakpoint
-- Hand-written (issue 27). "Only verified members can like me": mithaq_like (migration 0021) again,
-- with the same signature and one rule more: a liker without a current badge (verified_at) is
-- refused by a profile whose owner chose verified_contact_only, before anything is written.
CREATE OR REPLACE FUNCTION mithaq_like(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_template text, p_match_note text, p_kinds jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_match uuid;
BEGIN
  -- A like needs the profile to have been shown to the liker (profile_views, the deck history:
  -- the deck, the Liked lists and the match pages record it); anything else is 'not found', as
  -- if the profile did not exist, so liking ids gathered elsewhere reveals and writes nothing.
  IF NOT mithaq_may_act_on(p_liker, p_target)
     OR NOT EXISTS (SELECT 1 FROM profile_views WHERE viewer_id = p_liker AND viewed_id = p_target) THEN
    PERFORM mithaq_refuse('profile_not_found');
  END IF;
  IF EXISTS (SELECT 1 FROM profiles t WHERE t.id = p_target AND t.verified_contact_only)
     AND EXISTS (SELECT 1 FROM profiles l WHERE l.id = p_liker AND l.verified_at IS NULL) THEN
    PERFORM mithaq_refuse('verified_only', mithaq_name_of(p_target));
  END IF;
  PERFORM mithaq_lock_pair(p_liker, p_target);
  INSERT INTO profile_actions (from_profile_id, to_profile_id, action, created_at, updated_at)
  VALUES (p_liker, p_target, 'like', p_now, p_now)
  ON CONFLICT (from_profile_id, to_profile_id) DO UPDATE SET action = 'like', updated_at = p_now
  WHERE profile_actions.action <> 'like';
  IF NOT FOUND THEN
    PERFORM mithaq_refuse('already_liked', mithaq_name_of(p_target));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM profile_actions WHERE from_profile_id = p_target AND to_profile_id = p_liker AND action = 'like') THEN
    RETURN jsonb_build_object('matchId', NULL, 'created', false, 'liked', p_target, 'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_target, 'like', p_liker, p_liked_template, mithaq_name_of(p_liker), NULL, p_now)));
  END IF;
  SELECT id INTO v_match FROM matches
  WHERE profile1_id = least(p_liker, p_target) AND profile2_id = greatest(p_liker, p_target) AND unmatched_at IS NULL;
  IF FOUND THEN
    RETURN jsonb_build_object('matchId', v_match, 'created', false, 'notifications', '[]'::jsonb);
  END IF;
  INSERT INTO matches (profile1_id, profile2_id, created_at, updated_at, payment_expires_at)
  VALUES (least(p_liker, p_target), greatest(p_liker, p_target), p_now, p_now, p_now + p_payment_window_ms * interval '1 millisecond')
  RETURNING id INTO v_match;
  RETURN jsonb_build_object('matchId', v_match, 'created', true,
    'profileIds', jsonb_build_array(least(p_liker, p_target), greatest(p_liker, p_target)),
    'notifications', jsonb_build_array(
      mithaq_notify_kind(p_kinds, p_liker, 'match', p_target, p_match_note, '', v_match, p_now),
      mithaq_notify_kind(p_kinds, p_target, 'match', p_liker, p_match_note, '', v_match, p_now)));
END;
$$;
