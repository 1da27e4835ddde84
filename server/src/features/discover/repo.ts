import { and, between, desc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, profileActions } from '../../platform/db/schema/social';
import type { ProfileRow } from '../profiles/repo';

export interface DeckQuery {
  viewerId: string;
  sex: 'male' | 'female';
  /** Birthdays in [oldest, youngest] (from the age range). */
  oldestBirthday: string;
  youngestBirthday: string;
  minHeight: number;
  maxHeight: number;
  countries: string[];
  after: { createdAt: string; id: string } | null;
  limit: number;
}

/**
 * The deck: active profiles of the other sex, newest first by keyset (no OFFSET), without
 * the viewer, anyone the viewer acted on, blocked, or was blocked by. Each exclusion is a
 * NOT EXISTS probing a primary key or index, so a heavy swiper's thousands of actions cost
 * an index lookup per candidate, not a scan of their history.
 */
export function deckPage(q: Queryable, d: DeckQuery): Promise<ProfileRow[]> {
  const one = sql`1`;
  return q
    .select()
    .from(profiles)
    .where(
      and(
        // Literal, not a parameter, so the planner matches the partial deck index (WHERE is_active).
        sql`${profiles.isActive}`,
        eq(profiles.sex, d.sex),
        ne(profiles.id, d.viewerId),
        between(profiles.birthday, d.oldestBirthday, d.youngestBirthday),
        between(profiles.height, d.minHeight, d.maxHeight),
        d.countries.length ? inArray(profiles.country, d.countries) : undefined,
        d.after
          ? sql`(${profiles.createdAt}, ${profiles.id}) < (${d.after.createdAt}::timestamptz, ${d.after.id}::uuid)`
          : undefined,
        notExists(
          q.select({ one }).from(profileActions)
            .where(and(eq(profileActions.fromProfileId, d.viewerId), eq(profileActions.toProfileId, profiles.id))),
        ),
        notExists(
          q.select({ one }).from(blockedProfiles)
            .where(and(eq(blockedProfiles.blockerId, d.viewerId), eq(blockedProfiles.blockedId, profiles.id))),
        ),
        notExists(
          q.select({ one }).from(blockedProfiles)
            .where(and(eq(blockedProfiles.blockerId, profiles.id), eq(blockedProfiles.blockedId, d.viewerId))),
        ),
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(d.limit);
}
