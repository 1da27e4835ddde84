-- The Discover deck walks active profiles of one sex, newest first (a backward scan), and
-- filters on birthday, height and country. Carrying those columns in the index lets the
-- walk skip the table entirely (index-only scan): a heavy swiper's 5,000 seen cards cost
-- index reads, not 5,000 random heap reads. Drizzle cannot declare INCLUDE, hence SQL here.
CREATE INDEX "profiles_deck_idx" ON "profiles" USING btree ("sex", "created_at", "id")
  INCLUDE ("birthday", "height", "country") WHERE "is_active";
