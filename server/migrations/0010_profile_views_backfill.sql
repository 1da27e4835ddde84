-- Deck history for what members were shown before profile_views existed: whoever they liked,
-- passed or favorited, whoever liked them (the Liked page showed them), and their match
-- partners. Dated when it happened, so none of it counts against today's view quota, and
-- the people a member already knows are never cut by it.
INSERT INTO "profile_views" ("viewer_id", "viewed_id", "first_seen_at")
SELECT "viewer_id", "viewed_id", min("at") FROM (
  SELECT "from_profile_id" AS "viewer_id", "to_profile_id" AS "viewed_id", "created_at" AS "at" FROM "profile_actions"
  UNION ALL
  SELECT "to_profile_id", "from_profile_id", "created_at" FROM "profile_actions" WHERE "action" = 'like'
  UNION ALL
  SELECT "user_id", "favorited_id", "created_at" FROM "favorited_profiles"
  UNION ALL
  SELECT "profile1_id", "profile2_id", "created_at" FROM "matches"
  UNION ALL
  SELECT "profile2_id", "profile1_id", "created_at" FROM "matches"
) AS "seen"
GROUP BY "viewer_id", "viewed_id"
ON CONFLICT DO NOTHING;
