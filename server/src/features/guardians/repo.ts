import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { users } from '../../platform/db/schema/auth';
import { profiles } from '../../platform/db/schema/profiles';
import { guardianNotices, guardians, guardianTranscripts } from '../../platform/db/schema/safety';

export type GuardianRow = typeof guardians.$inferSelect;

/** The member as an inviter: name, address, and what decides whether they may invite (confirmed, account age). */
const inviterOf = (q: Queryable, profileId: string) =>
  q
    .select({ name: profiles.name, email: users.email, confirmedAt: users.confirmedAt, createdAt: users.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, profileId));

export type Inviter = NonNullable<Awaited<ReturnType<typeof inviter>>>;

export async function inviter(q: Queryable, profileId: string) {
  const [row] = await inviterOf(q, profileId);
  return row;
}

/** Locks the member's profile row: invitations of one member are decided one at a time (the limit of 2, the lifetime cap). */
export async function lockMember(q: Queryable, profileId: string): Promise<Inviter | undefined> {
  const [row] = await inviterOf(q, profileId).for('update', { of: profiles });
  return row;
}

/** Invitations the member ever mailed, re-sends included (the lifetime cap). */
export async function invitesSentBy(q: Queryable, profileId: string): Promise<number> {
  const [row] = await q
    .select({ sent: sql<number>`coalesce(sum(${guardians.invitesSent}), 0)::int` })
    .from(guardians)
    .where(eq(guardians.profileId, profileId));
  return Number(row?.sent ?? 0);
}

/** Invited or active guardians of a member. */
export function liveGuardiansOf(q: Queryable, profileId: string) {
  return q
    .select()
    .from(guardians)
    .where(and(eq(guardians.profileId, profileId), ne(guardians.status, 'revoked')));
}

/** The member's guardians for the Account page: live ones, then the latest ended ones. */
export function guardiansOf(q: Queryable, profileId: string, limit: number) {
  return q
    .select()
    .from(guardians)
    .where(eq(guardians.profileId, profileId))
    .orderBy(sql`${guardians.status} = 'revoked'`, desc(guardians.createdAt))
    .limit(limit);
}

export async function insertGuardian(q: Queryable, values: typeof guardians.$inferInsert) {
  const [row] = await q.insert(guardians).values(values).returning();
  return row!;
}

export async function findOwned(q: Queryable, profileId: string, id: string) {
  const [row] = await q
    .select()
    .from(guardians)
    .where(and(eq(guardians.id, id), eq(guardians.profileId, profileId)))
    .for('update');
  return row;
}

export async function updateGuardian(q: Queryable, id: string, set: Partial<typeof guardians.$inferInsert>) {
  const [row] = await q.update(guardians).set(set).where(eq(guardians.id, id)).returning();
  return row!;
}

/** The invited guardian a link names, with their member's name (locked: a link is used once). */
export async function findByInviteToken(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ guardian: guardians, memberName: profiles.name })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.profileId))
    .where(and(eq(guardians.inviteTokenHash, tokenHash), eq(guardians.status, 'invited')))
    .for('update', { of: guardians });
  return row;
}

export async function findByStopToken(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ guardian: guardians, memberName: profiles.name })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.profileId))
    .where(eq(guardians.stopTokenHash, tokenHash))
    .for('update', { of: guardians });
  return row;
}

/** The active guardians of these members, with the member's name (for the banner). */
export function activeGuardiansOfMany(q: Queryable, profileIds: string[]) {
  if (profileIds.length === 0) return Promise.resolve([]);
  return q
    .select({ id: guardians.id, profileId: guardians.profileId, relation: guardians.relationship, memberName: profiles.name })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.profileId))
    .where(and(inArray(guardians.profileId, profileIds), eq(guardians.status, 'active')))
    .orderBy(asc(guardians.acceptedAt));
}

/** The viewer was shown these guardians' banner: the first time counts (their consent starts then). */
export async function recordNotices(q: Queryable, viewerId: string, guardianIds: string[], now: Date) {
  if (guardianIds.length === 0) return;
  await q
    .insert(guardianNotices)
    .values(guardianIds.map((guardianId) => ({ guardianId, viewerId, shownAt: now })))
    .onConflictDoNothing();
}

/** Active guardians of active, unsuspended members with no transcript row for the week yet. */
export function guardiansDue(q: Queryable, isoWeek: string) {
  return q
    .select({ id: guardians.id })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.profileId))
    .leftJoin(guardianTranscripts, and(eq(guardianTranscripts.guardianId, guardians.id), eq(guardianTranscripts.isoWeek, isoWeek)))
    .where(and(eq(guardians.status, 'active'), eq(profiles.isActive, true), isNull(profiles.suspendedAt), isNull(guardianTranscripts.guardianId)));
}

/** Claims the guardian's week: false when another run got there first (the primary key decides). */
export async function claimWeek(q: Queryable, guardianId: string, isoWeek: string, now: Date): Promise<boolean> {
  const inserted = await q
    .insert(guardianTranscripts)
    .values({ guardianId, isoWeek, messageCount: 0, sentAt: now })
    .onConflictDoNothing()
    .returning({ guardianId: guardianTranscripts.guardianId });
  return inserted.length === 1;
}

export async function setMessageCount(q: Queryable, guardianId: string, isoWeek: string, messageCount: number) {
  await q
    .update(guardianTranscripts)
    .set({ messageCount })
    .where(and(eq(guardianTranscripts.guardianId, guardianId), eq(guardianTranscripts.isoWeek, isoWeek)));
}

/** The guardian, still active, with their member (locked for the week's transcript). */
export async function activeGuardian(q: Queryable, id: string) {
  const [row] = await q
    .select({ guardian: guardians, memberName: profiles.name })
    .from(guardians)
    .innerJoin(profiles, eq(profiles.id, guardians.profileId))
    .where(and(eq(guardians.id, id), eq(guardians.status, 'active'), eq(profiles.isActive, true), isNull(profiles.suspendedAt)))
    .for('update', { of: guardians });
  return row;
}

export interface TranscriptRow {
  matchId: string;
  partnerName: string;
  senderName: string;
  content: string;
  createdAt: Date;
}

/**
 * The member's conversations in [from, to): their own messages sent once the guardian was active,
 * the other person's only once that person had been shown this guardian's banner; by match, in order.
 */
export async function transcriptMessages(q: Queryable, guardian: Pick<GuardianRow, 'id' | 'profileId' | 'acceptedAt'>, from: Date, to: Date) {
  const rows = await queryRows<Omit<TranscriptRow, 'createdAt'> & { createdAt: string | Date }>(
    q,
    sql`
    select m.match_id as "matchId", partner.name as "partnerName", sender.name as "senderName", m.content, m.created_at as "createdAt"
    from messages m
    join matches mt on mt.id = m.match_id
    join profiles partner on partner.id = case when mt.profile1_id = ${guardian.profileId} then mt.profile2_id else mt.profile1_id end
    join profiles sender on sender.id = m.sender_id
    where (mt.profile1_id = ${guardian.profileId} or mt.profile2_id = ${guardian.profileId})
      and m.created_at >= ${from.toISOString()} and m.created_at < ${to.toISOString()}
      and (
        (m.sender_id = ${guardian.profileId} and m.created_at >= ${guardian.acceptedAt!.toISOString()})
        or exists (select 1 from guardian_notices n
                   where n.guardian_id = ${guardian.id} and n.viewer_id = m.sender_id and n.shown_at <= m.created_at)
      )
    order by mt.created_at, m.match_id, m.seq`,
  );
  return rows.map((row): TranscriptRow => ({ ...row, createdAt: new Date(row.createdAt) }));
}
