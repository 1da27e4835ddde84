import type { AuditAction } from '@mithaq/contract/admin';
import { and, desc, eq, getTableColumns, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { matches, messages } from '../../platform/db/schema/matches';
import { profiles } from '../../platform/db/schema/profiles';
import { auditLog, deletedMemberEvidence, returningMembers } from '../../platform/db/schema/safety';
import { blockedProfiles, profileReports } from '../../platform/db/schema/social';

// SQL of the evidence a deleted member leaves behind (spec §1: kept for the retention period).

/**
 * Who has reported and who has blocked the member, and whether anyone ever reported them
 * (a reporter who has since left counts, though they are no longer named).
 */
export async function reportersAndBlockers(q: Queryable, memberId: string) {
  const [row] = await queryRows<{ reportedBy: string[]; blockedBy: string[]; reported: boolean }>(q, sql`
    select
      coalesce((select array_agg(distinct r.reporter_id) from ${profileReports} r
                where r.reported_id = ${memberId} and r.reporter_id is not null), '{}') as "reportedBy",
      coalesce((select array_agg(b.blocker_id) from ${blockedProfiles} b where b.blocked_id = ${memberId}), '{}') as "blockedBy",
      exists (select 1 from ${profileReports} r where r.reported_id = ${memberId}) as "reported"`);
  return row ?? { reportedBy: [], blockedBy: [], reported: false };
}

/** The member's reports about others lose their reporter ("Former member") and count their evidence period from now. */
export async function keepReportsBy(q: Queryable, memberId: string, now: Date) {
  await q.update(profileReports).set({ reporterId: null, reporterLeftAt: now }).where(eq(profileReports.reporterId, memberId));
}

/** The profile as moderators see it, and the account's e-mail. */
export async function profileSnapshot(q: Queryable, memberId: string) {
  const [row] = await q
    .select({
      email: users.email,
      name: profiles.name,
      sex: profiles.sex,
      birthday: profiles.birthday,
      country: profiles.country,
      city: profiles.city,
      aboutMe: profiles.aboutMe,
      createdAt: profiles.createdAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, memberId));
  return row;
}

/** The most messages a snapshot keeps (the newest), so one deletion cannot write without bound. */
const SNAPSHOT_MESSAGES = 5000;

/** Every message of the member's matches (any status) with any of `others`, oldest first. */
export async function messagesWith(q: Queryable, memberId: string, others: string[]) {
  if (others.length === 0) return [];
  const rows = await q
    .select({
      matchId: messages.matchId,
      senderId: messages.senderId,
      profile1Id: matches.profile1Id,
      profile2Id: matches.profile2Id,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(matches, eq(matches.id, messages.matchId))
    .where(or(
      and(eq(matches.profile1Id, memberId), inArray(matches.profile2Id, others)),
      and(eq(matches.profile2Id, memberId), inArray(matches.profile1Id, others)),
    ))
    .orderBy(desc(messages.seq))
    .limit(SNAPSHOT_MESSAGES);
  return rows.reverse();
}

export async function insertEvidence(q: Queryable, values: typeof deletedMemberEvidence.$inferInsert) {
  const [row] = await q.insert(deletedMemberEvidence).values(values).returning({ id: deletedMemberEvidence.id });
  return row!.id;
}

/** The member's reports point at the evidence before the deletion sets their reported_id to null. */
export async function attachReports(q: Queryable, memberId: string, evidenceId: string) {
  await q.update(profileReports).set({ evidenceId }).where(eq(profileReports.reportedId, memberId));
}

/** Unexpired evidence left with one of these HMACs of an e-mail (one per accepted key). */
export function evidenceByEmail(q: Queryable, emailHashes: string[], now: Date) {
  return q
    .select({ id: deletedMemberEvidence.id, formerProfileId: deletedMemberEvidence.formerProfileId })
    .from(deletedMemberEvidence)
    .where(and(inArray(deletedMemberEvidence.emailHash, emailHashes), gt(deletedMemberEvidence.expiresAt, now)));
}

/** The system's audit entry for a returning member: the audit log is the moderators' feed. */
export async function auditReturning(q: Queryable, userId: string, formerProfileIds: string[], now: Date) {
  await q.insert(auditLog).values({
    actorId: null,
    action: 'member.returned' satisfies AuditAction,
    targetType: 'user',
    targetId: userId,
    details: { formerProfileIds },
    createdAt: now,
  });
}

export async function insertReturning(q: Queryable, userId: string, evidenceIds: string[], now: Date) {
  if (evidenceIds.length === 0) return;
  await q.insert(returningMembers).values(evidenceIds.map((evidenceId) => ({ userId, evidenceId, createdAt: now }))).onConflictDoNothing();
}

export type EvidenceRow = typeof deletedMemberEvidence.$inferSelect;

/** The evidence a returning member's earlier, deleted accounts left, newest first. */
export function evidenceOfReturning(q: Queryable, userId: string): Promise<EvidenceRow[]> {
  return q
    .select(getTableColumns(deletedMemberEvidence))
    .from(returningMembers)
    .innerJoin(deletedMemberEvidence, eq(deletedMemberEvidence.id, returningMembers.evidenceId))
    .where(eq(returningMembers.userId, userId))
    .orderBy(desc(deletedMemberEvidence.deletedAt));
}

export function evidenceByIds(q: Queryable, ids: string[]): Promise<EvidenceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return q.select().from(deletedMemberEvidence).where(inArray(deletedMemberEvidence.id, ids));
}

/** Deletes expired evidence; its reports and returning-member links go with it (cascade). */
export async function purgeExpiredEvidence(q: Queryable, now: Date) {
  const rows = await q.delete(deletedMemberEvidence).where(lte(deletedMemberEvidence.expiresAt, now)).returning({ id: deletedMemberEvidence.id });
  return rows.length;
}

/** Deletes the reports whose reporter left (deleted or anonymised) on or before `leftBy`. */
export async function purgeReportsOfLeftReporters(q: Queryable, leftBy: Date) {
  const rows = await q.delete(profileReports).where(lte(profileReports.reporterLeftAt, leftBy)).returning({ id: profileReports.id });
  return rows.length;
}

/**
 * The blocks (reports block too) of a returning member's deleted accounts, made again against
 * the new profile by whoever of those members is still here.
 */
export async function carryBlocksOver(q: Queryable, userId: string, now: Date) {
  await q.execute(sql`
    insert into ${blockedProfiles} (blocker_id, blocked_id, created_at)
    select distinct b.blocker, ${userId}::uuid, ${now.toISOString()}::timestamptz
    from ${returningMembers} r
    join ${deletedMemberEvidence} e on e.id = r.evidence_id
    cross join lateral unnest(e.blocked_by || e.reported_by) as b(blocker)
    where r.user_id = ${userId} and b.blocker <> ${userId}
      and exists (select 1 from ${profiles} p where p.id = b.blocker)
    on conflict do nothing`);
}
