import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { verificationRequests as vr } from '../../platform/db/schema/safety';

export type VerificationRow = typeof vr.$inferSelect;

/** The member's profile row locked (the tries and the one-pending rule are decided under it); undefined without a profile. */
export async function lockProfile(q: Queryable, profileId: string) {
  const [row] = await q.select({ verifiedAt: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

export async function verifiedAtOf(q: Queryable, profileId: string) {
  const [row] = await q.select({ verifiedAt: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, profileId));
  return row;
}

export async function latestRequest(q: Queryable, profileId: string): Promise<VerificationRow | undefined> {
  const [row] = await q.select().from(vr).where(eq(vr.profileId, profileId)).orderBy(desc(vr.createdAt)).limit(1);
  return row;
}

/** Selfies sent since `since` (the rolling day's tries). */
export async function triesSince(q: Queryable, profileId: string, since: Date) {
  const [row] = await q.select({ n: count() }).from(vr).where(and(eq(vr.profileId, profileId), gte(vr.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertRequest(q: Queryable, values: { profileId: string; pose: string; selfiePath: string; createdAt: Date }) {
  const [row] = await q.insert(vr).values(values).returning();
  return row!;
}

/** The moderators' queue, oldest first, with each member's name. */
export function pendingQueue(q: Queryable, limit: number) {
  return q
    .select({ id: vr.id, profileId: vr.profileId, name: profiles.name, pose: vr.pose, selfiePath: vr.selfiePath, createdAt: vr.createdAt })
    .from(vr)
    .innerJoin(profiles, eq(profiles.id, vr.profileId))
    .where(eq(vr.status, 'pending'))
    .orderBy(asc(vr.createdAt), asc(vr.id))
    .limit(limit);
}

export async function pendingCount(q: Queryable) {
  const [row] = await q.select({ n: count() }).from(vr).where(eq(vr.status, 'pending'));
  return row?.n ?? 0;
}

export async function lockRequest(q: Queryable, id: string): Promise<VerificationRow | undefined> {
  const [row] = await q.select().from(vr).where(eq(vr.id, id)).for('update');
  return row;
}

export async function decideRequest(
  q: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; note: string | null; fraud: boolean; reviewedAt: Date; reviewedBy: string },
) {
  await q.update(vr).set(decision).where(eq(vr.id, id));
}

/** The approval behind a member's badge (the newest one not taken back), locked. */
export async function lockLiveApproval(q: Queryable, profileId: string): Promise<VerificationRow | undefined> {
  const [row] = await q
    .select()
    .from(vr)
    .where(and(eq(vr.profileId, profileId), eq(vr.status, 'approved'), isNull(vr.revokedAt)))
    .orderBy(desc(vr.reviewedAt))
    .limit(1)
    .for('update');
  return row;
}

export async function markRevoked(q: Queryable, id: string, note: string, revokedAt: Date) {
  await q.update(vr).set({ note, revokedAt }).where(eq(vr.id, id));
}

export async function setVerifiedAt(q: Queryable, profileId: string, at: Date | null) {
  await q.update(profiles).set({ verifiedAt: at }).where(eq(profiles.id, profileId));
}

/** Whether `key` is a stored selfie (which /media serves to moderators' sessions only). */
export async function isStoredSelfie(q: Queryable, key: string) {
  const [row] = await q.select({ id: vr.id }).from(vr).where(eq(vr.selfiePath, key)).limit(1);
  return row !== undefined;
}

/**
 * Decided requests whose selfie is past its retention, claimed (FOR UPDATE SKIP LOCKED) so that
 * parallel runs on several servers take each one once: approved or plainly rejected ones
 * decided before `plainBefore`, fraud rejections decided before `fraudBefore`.
 */
export function claimExpiredSelfies(q: Queryable, plainBefore: Date, fraudBefore: Date, limit: number) {
  return q
    .select({ id: vr.id, selfiePath: vr.selfiePath })
    .from(vr)
    .where(
      and(
        isNotNull(vr.selfiePath),
        ne(vr.status, 'pending'),
        or(
          and(lte(vr.reviewedAt, plainBefore), or(eq(vr.status, 'approved'), eq(vr.fraud, false))),
          and(lte(vr.reviewedAt, fraudBefore), eq(vr.fraud, true)),
        ),
      ),
    )
    .orderBy(asc(vr.reviewedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function clearSelfies(q: Queryable, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await q.update(vr).set({ selfiePath: null, selfieDeletedAt: now }).where(inArray(vr.id, ids));
}

/** Every stored selfie of a member (account deletion removes the files). */
export async function selfiePathsOf(q: Queryable, profileId: string) {
  const rows = await q.select({ selfiePath: vr.selfiePath }).from(vr).where(and(eq(vr.profileId, profileId), isNotNull(vr.selfiePath)));
  return rows.flatMap((row) => (row.selfiePath ? [row.selfiePath] : []));
}
