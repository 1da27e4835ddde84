import { asc, eq, or, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';
import { successStories } from '../../platform/db/schema/stories';

export type StoryRow = typeof successStories.$inferSelect;
export type StoryValues = Omit<typeof successStories.$inferInsert, 'matchId' | 'createdAt'>;

export async function findStory(q: Queryable, matchId: string): Promise<StoryRow | undefined> {
  const [row] = await q.select().from(successStories).where(eq(successStories.matchId, matchId));
  return row;
}

/** The story of a match, locked for a moderator's decision. */
export async function lockStory(q: Queryable, matchId: string): Promise<StoryRow | undefined> {
  const [row] = await q.select().from(successStories).where(eq(successStories.matchId, matchId)).for('update');
  return row;
}

/** Writes the whole story (a first version or an edit). */
export async function saveStory(q: Queryable, matchId: string, values: StoryValues, now: Date) {
  await q
    .insert(successStories)
    .values({ matchId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: successStories.matchId, set: values });
}

export async function updateStory(q: Queryable, matchId: string, values: Partial<StoryValues>) {
  await q.update(successStories).set(values).where(eq(successStories.matchId, matchId));
}

export async function deleteStory(q: Queryable, matchId: string) {
  await q.delete(successStories).where(eq(successStories.matchId, matchId));
}

/** The landing page's stories: approved, newest approval first; none of a couple of whom one is suspended. */
export function approvedStories(q: Queryable, limit: number) {
  return queryRows<{ body: string; signature: string; decidedAt: Date | string }>(
    q,
    sql`select s.body, s.signature, s.decided_at as "decidedAt"
        from ${successStories} s join ${matches} m on m.id = s.match_id
        where s.status = 'approved'
          and not exists (select 1 from ${profiles} p where p.id in (m.profile1_id, m.profile2_id) and p.suspended_at is not null)
        order by s.decided_at desc
        limit ${limit}`,
  );
}

/**
 * The moderators' tab: `status` stories with both first names, waiting ones oldest first (the
 * queue), approved ones newest approval first (what the landing page shows).
 */
export function storiesInStatus(q: Queryable, status: 'pending' | 'approved', limit: number) {
  const order = status === 'pending' ? sql`s.submitted_at` : sql`s.decided_at desc`;
  return queryRows<{ matchId: string; body: string; signature: string; submittedAt: Date | string; name1: string; name2: string }>(
    q,
    sql`select s.match_id as "matchId", s.body, s.signature, s.submitted_at as "submittedAt",
          mithaq_name_of(m.profile1_id) as name1, mithaq_name_of(m.profile2_id) as name2
        from ${successStories} s join ${matches} m on m.id = s.match_id
        where s.status = ${status}
        order by ${order}
        limit ${limit}`,
  );
}

/** Every story of the member's marriages (the data export). */
export function storiesOf(q: Queryable, profileId: string) {
  return q
    .select({ story: successStories, profile1Id: matches.profile1Id })
    .from(successStories)
    .innerJoin(matches, eq(matches.id, successStories.matchId))
    .where(or(eq(matches.profile1Id, profileId), eq(matches.profile2Id, profileId)))
    .orderBy(asc(successStories.createdAt));
}
