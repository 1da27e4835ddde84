import { sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';
import { blockedProfiles, profileActions, profileReports, profileViews } from '../../platform/db/schema/social';

export async function insertBlock(q: Queryable, blockerId: string, blockedId: string, now: Date) {
  await q.insert(blockedProfiles).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function insertReport(q: Queryable, reporterId: string, reportedId: string, reason: string, now: Date) {
  await q.insert(profileReports).values({ reporterId, reportedId, reason, createdAt: now });
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
