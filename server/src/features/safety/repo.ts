import type { Queryable } from '../../platform/db/connect';
import { blockedProfiles, profileReports } from '../../platform/db/schema/social';

export async function insertBlock(q: Queryable, blockerId: string, blockedId: string, now: Date) {
  await q.insert(blockedProfiles).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function insertReport(q: Queryable, reporterId: string, reportedId: string, reason: string, now: Date) {
  await q.insert(profileReports).values({ reporterId, reportedId, reason, createdAt: now });
}
