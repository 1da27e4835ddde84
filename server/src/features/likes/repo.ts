import { and, desc, eq, gte, isNull, notExists, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, favoritedProfiles, profileActions } from '../../platform/db/schema/social';

export type Action = 'like' | 'pass';
/** A page of a Liked list (the first page comes with the three lists; GET /api/likes/page gives the next). */
export const LIST_LIMIT = 200;

/** Whether the actor may like, pass or favorite the target (server/src/features/likes/sql/mithaq_may_act_on.sql). */
export async function mayActOn(q: Queryable, actorId: string, targetId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(q, sql`select mithaq_may_act_on(${actorId}, ${targetId}) as ok`);
  return row!.ok;
}

function notBlockedEitherWay(viewerId: string, other: typeof profiles.id) {
  return notExists(
    sql`(select 1 from ${blockedProfiles} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${other})
          or (b.blocker_id = ${other} and b.blocked_id = ${viewerId}))`,
  );
}

/**
 * A pass: recorded only where there was no action yet (spec §4: a duplicate on pass is
 * ignored). It never takes back a like: that would let a pair that matched and unmatched
 * like each other into a new match for free, around the rematch rules.
 */
export async function insertPass(q: Queryable, from: string, to: string, now: Date) {
  await q
    .insert(profileActions)
    .values({ fromProfileId: from, toProfileId: to, action: 'pass', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [profileActions.fromProfileId, profileActions.toProfileId] });
}

/** Adds or removes a favorite; returns whether it is now a favorite. */
export async function toggleFavorite(q: Queryable, userId: string, favoritedId: string, now: Date): Promise<boolean> {
  const removed = await q
    .delete(favoritedProfiles)
    .where(and(eq(favoritedProfiles.userId, userId), eq(favoritedProfiles.favoritedId, favoritedId)))
    .returning({ id: favoritedProfiles.favoritedId });
  if (removed.length > 0) return false;
  await q.insert(favoritedProfiles).values({ userId, favoritedId, createdAt: now }).onConflictDoNothing();
  return true;
}

/** Whose lists, and `activeSince`: members last here before it are inactive (issue 28) and left out until they return. */
export interface ListViewer {
  viewerId: string;
  activeSince: Date;
}

// A married couple (issue 28) leave the lists as they leave Discover, and so does an inactive member.
const visibleTo = ({ viewerId, activeSince }: ListViewer) =>
  and(eq(profiles.isActive, true), isNull(profiles.marriedAt), gte(profiles.lastActiveAt, activeSince), notBlockedEitherWay(viewerId, profiles.id));

/** The three lists: what each one joins and keeps (the lists and their counts share them). */
function listSources(viewer: ListViewer) {
  const { viewerId } = viewer;
  return {
    likedMe: {
      from: profileActions,
      joinOn: eq(profiles.id, profileActions.fromProfileId),
      where: and(eq(profileActions.toProfileId, viewerId), eq(profileActions.action, 'like'), visibleTo(viewer)),
      at: profileActions.updatedAt,
    },
    iLiked: {
      from: profileActions,
      joinOn: eq(profiles.id, profileActions.toProfileId),
      where: and(eq(profileActions.fromProfileId, viewerId), eq(profileActions.action, 'like'), visibleTo(viewer)),
      at: profileActions.updatedAt,
    },
    favorites: {
      from: favoritedProfiles,
      joinOn: eq(profiles.id, favoritedProfiles.favoritedId),
      where: and(eq(favoritedProfiles.userId, viewerId), visibleTo(viewer)),
      at: favoritedProfiles.createdAt,
    },
  };
}

export type LikedList = keyof ReturnType<typeof listSources>;

/** Where a page of a list resumes: the last card's exact time (to the microsecond) and profile id. */
export interface ListPosition {
  at: string;
  id: string;
}

/**
 * One page of a list of the Liked page, newest first (at most LIST_LIMIT rows, one more to
 * tell whether another page follows), with the viewer's own action on each profile, whether it
 * is a favorite, the row's exact time for the next cursor, and `total`: how many rows the list
 * holds from `after` on, counted by this same query, so the tab's count never disagrees with
 * what the pages reach. Who liked the viewer, whom the viewer liked, the viewer's favorites.
 */
export function likedList(q: Queryable, viewer: ListViewer, list: LikedList, after: ListPosition | null) {
  const source = listSources(viewer)[list];
  const resume = after ? sql`(${source.at}, ${profiles.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
  return q
    .select({
      profile: profiles,
      at: source.at,
      atExact: sql<string>`to_char(${source.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      ...standing(viewer.viewerId),
    })
    .from(source.from)
    .innerJoin(profiles, source.joinOn)
    .where(and(source.where, resume))
    .orderBy(desc(source.at), desc(profiles.id))
    .limit(LIST_LIMIT + 1);
}

/** The viewer's own action on the listed profile and whether it is among their favorites. */
function standing(viewerId: string) {
  return {
    myAction: sql<Action | null>`(select a.action from ${profileActions} a where a.from_profile_id = ${viewerId} and a.to_profile_id = ${profiles.id})`,
    favorited: sql<boolean>`exists (select 1 from ${favoritedProfiles} f where f.user_id = ${viewerId} and f.favorited_id = ${profiles.id})`,
  };
}

/** The chats waiting for the member's reply since before `overdueBefore`, oldest first (server/src/features/likes/sql/mithaq_waiting_on.sql: only chats with someone to answer). */
export async function waitingOn(q: Queryable, memberId: string, overdueBefore: Date) {
  return queryRows<{ matchId: string; name: string; since: Date | string }>(
    q,
    sql`select w.match_id as "matchId", mithaq_name_of(w.other_id) as name, w.since
        from mithaq_waiting_on(${memberId}, ${overdueBefore.toISOString()}) w`,
  );
}
