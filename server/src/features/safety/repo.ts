import { and, desc, eq, or, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { matches, messages } from '../../platform/db/schema/matches';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, profileActions, profileReports, profileViews } from '../../platform/db/schema/social';

export async function insertBlock(q: Queryable, blockerId: string, blockedId: string, now: Date) {
  await q.insert(blockedProfiles).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export type NewReport = Pick<typeof profileReports.$inferInsert, 'reporterId' | 'reportedId' | 'category' | 'reason' | 'context' | 'matchId' | 'snapshot' | 'createdAt'>;

export async function insertReport(q: Queryable, report: NewReport) {
  await q.insert(profileReports).values(report);
}

/** The match's id when it is between exactly these two members (any status), else undefined. */
export async function matchBetween(q: Queryable, matchId: string, memberId: string, otherId: string) {
  const [row] = await q
    .select({ id: matches.id })
    .from(matches)
    .where(and(
      eq(matches.id, matchId),
      or(and(eq(matches.profile1Id, memberId), eq(matches.profile2Id, otherId)), and(eq(matches.profile1Id, otherId), eq(matches.profile2Id, memberId))),
    ));
  return row?.id;
}

/** The chat's newest messages, both sides, oldest first, with the sender's name and the shield's flags. */
export async function lastMessages(q: Queryable, matchId: string, limit: number) {
  const rows = await q
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: sql<string>`coalesce(${profiles.name}, '')`,
      content: messages.content,
      flags: messages.flags,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(eq(messages.matchId, matchId))
    .orderBy(desc(messages.seq))
    .limit(limit);
  return rows.reverse();
}

/** The reported profile's facts as the reporter could see them, with its pictures' ids in order. */
export async function profileFacts(q: Queryable, profileId: string) {
  const [row] = await q
    .select({
      name: profiles.name,
      birthday: profiles.birthday,
      city: profiles.city,
      country: profiles.country,
      aboutMe: profiles.aboutMe,
      education: profiles.education,
      occupation: profiles.occupation,
      maritalStatus: profiles.maritalStatus,
      nationality: profiles.nationality,
      height: profiles.height,
      pictureIds: sql<string[]>`coalesce((select array_agg(pp.id order by pp.position) from ${profilePictures} pp where pp.profile_id = ${profiles.id}), '{}')`,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
}

/** The member's own reports, newest first: the reported member's name, never the decision. */
export function reportsBy(q: Queryable, reporterId: string) {
  return q
    .select({
      id: profileReports.id,
      name: sql<string>`coalesce(${profiles.name}, '')`,
      category: profileReports.category,
      createdAt: profileReports.createdAt,
      handledAt: profileReports.handledAt,
    })
    .from(profileReports)
    .leftJoin(profiles, eq(profiles.id, profileReports.reportedId))
    .where(eq(profileReports.reporterId, reporterId))
    .orderBy(desc(profileReports.createdAt))
    .limit(100);
}

/**
 * The target's name when the member has a relationship with them, whatever either has since
 * done to their profile (switched sex, deactivated, got suspended, blocked the other): a match
 * of any status, a like or pass either way, or the target in the member's deck history. A
 * message needs a match, so the match covers it. False for anyone else (and oneself).
 */
export async function isRelatedTarget(q: Queryable, memberId: string, targetId: string): Promise<boolean> {
  if (memberId === targetId) return false;
  const [low, high] = memberId < targetId ? [memberId, targetId] : [targetId, memberId];
  const rows = await queryRows<{ one: number }>(q, sql`
    select 1 as one from ${profiles} p
    where p.id = ${targetId} and (
      exists (select 1 from ${matches} m where m.profile1_id = ${low} and m.profile2_id = ${high})
      or exists (select 1 from ${profileActions} a
                 where (a.from_profile_id = ${memberId} and a.to_profile_id = ${targetId})
                    or (a.from_profile_id = ${targetId} and a.to_profile_id = ${memberId}))
      or exists (select 1 from ${profileViews} v where v.viewer_id = ${memberId} and v.viewed_id = ${targetId})
    )`);
  return rows.length > 0;
}
