-- Like: one action row per pair (a pass becomes a like; a second like is 'already_liked' with the
-- name). Only a profile the liker may act on (mithaq_may_act_on) and was shown (profile_views,
-- issue 26); a liker without a current badge (verified_at) is refused by a profile whose owner
-- chose verified_contact_only (issue 27; mithaq_needs_badge), before anything is written. When the other liked back,
-- the pair's one active match is made in the same call, under the pair lock (two likes at the same
-- instant still make one match; the partial unique index backs it) and the payment countdown
-- starts; otherwise the other is told of the like. The daily cap on likes is the service's (the
-- rate limiter), so this call stays the like's one round trip.
-- Returns {matchId, created, profileIds, notifications, liked}.
CREATE OR REPLACE FUNCTION mithaq_like(p_liker uuid, p_target uuid, p_now timestamptz, p_payment_window_ms bigint,
                            p_liked_key text, p_match_key text, p_kinds jsonb)
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
  IF mithaq_needs_badge(p_liker, p_target) THEN
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
      mithaq_notify_kind(p_kinds, p_target, 'like', p_liker, p_liked_key, mithaq_name_of(p_liker), NULL, p_now)));
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
      mithaq_notify_kind(p_kinds, p_liker, 'match', p_target, p_match_key, NULL, v_match, p_now),
      mithaq_notify_kind(p_kinds, p_target, 'match', p_liker, p_match_key, NULL, v_match, p_now)));
END;
$$;
