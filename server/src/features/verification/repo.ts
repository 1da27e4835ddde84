import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/connect';
import { profiles } from '../../platform/db/schema/profiles';
import { verificationKeptPictures as kept, verificationRequests as vr } from '../../platform/db/schema/safety';

export type VerificationRow = typeof vr.$inferSelect;
export type KeptPictureRow = typeof kept.$inferSelect;

/**
 * The member's profile row locked: the tries, the one-pending rule, a change's effect on the badge
 * and an approval's coverage are decided under it (the pictures service takes the same lock).
 * Undefined without a profile.
 */
export async function lockProfile(q: Queryable, profileId: string) {
  const [row] = await q
    .select({ verifiedAt: profiles.verifiedAt, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for('update');
  return row;
}

export async function verifiedAtOf(q: Queryable, profileId: string) {
  const [row] = await q.select({ verifiedAt: profiles.verifiedAt }).from(profiles).where(eq(profiles.id, profileId));
  return row;
}

/** The request that says where the member stands: the pending one if any, else the newest. */
export async function latestRequest(q: Queryable, profileId: string): Promise<VerificationRow | undefined> {
  const [row] = await q
    .select()
    .from(vr)
    .where(eq(vr.profileId, profileId))
    .orderBy(desc(sql`${vr.status} = 'pending'`), desc(vr.createdAt))
    .limit(1);
  return row;
}

/** Selfies the member sent since `since` (the rolling day's tries; a re-review's kept selfie is none). */
export async function triesSince(q: Queryable, profileId: string, since: Date) {
  const [row] = await q.select({ n: count() }).from(vr).where(and(eq(vr.profileId, profileId), gte(vr.sentAt, since)));
  return row?.n ?? 0;
}

export async function insertRequest(q: Queryable, values: typeof vr.$inferInsert) {
  const [row] = await q.insert(vr).values(values).returning();
  return row!;
}

/** The member's pending request (at most one), if any. */
export async function openRequest(q: Queryable, profileId: string): Promise<VerificationRow | undefined> {
  const [row] = await q.select().from(vr).where(and(eq(vr.profileId, profileId), eq(vr.status, 'pending')));
  return row;
}

export async function requestById(q: Queryable, id: string): Promise<VerificationRow | undefined> {
  const [row] = await q.select().from(vr).where(eq(vr.id, id));
  return row;
}

/** A re-review that waited for the member's new selfie gets it (one of their tries). */
export async function attachSelfie(q: Queryable, id: string, values: { pose: string; selfiePath: string; sentAt: Date }) {
  await q.update(vr).set(values).where(eq(vr.id, id));
}

/** Adds to what changed since the approval a re-review follows (what the member is told). */
export async function markChanged(q: Queryable, id: string, change: { changedPictures?: true; changedName?: true }) {
  await q.update(vr).set(change).where(eq(vr.id, id));
}

/** An approval whose badge a change hid: its selfie (if still kept) now belongs to the re-review. */
export async function markHidden(q: Queryable, id: string, hiddenAt: Date) {
  await q.update(vr).set({ hiddenAt, selfiePath: null }).where(eq(vr.id, id));
}

/** Requests a moderator can decide: pending with a selfie (a re-review waiting for a new one is not). */
const reviewable = and(eq(vr.status, 'pending'), isNotNull(vr.selfiePath));

/** The moderators' queue, oldest first, with each member's name. */
export function pendingQueue(q: Queryable, limit: number) {
  return q
    .select({
      id: vr.id,
      profileId: vr.profileId,
      name: profiles.name,
      pose: vr.pose,
      selfiePath: vr.selfiePath,
      sentAt: vr.sentAt,
      followsId: vr.followsId,
      changedPictures: vr.changedPictures,
      changedName: vr.changedName,
      createdAt: vr.createdAt,
    })
    .from(vr)
    .innerJoin(profiles, eq(profiles.id, vr.profileId))
    .where(reviewable)
    .orderBy(asc(vr.createdAt), asc(vr.id))
    .limit(limit);
}

export async function pendingCount(q: Queryable) {
  const [row] = await q.select({ n: count() }).from(vr).where(reviewable);
  return row?.n ?? 0;
}

/** The approvals re-reviews follow: when, and what they covered. */
export function approvalsByIds(q: Queryable, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return q
    .select({ id: vr.id, reviewedAt: vr.reviewedAt, coveredName: vr.coveredName, coveredPictureIds: vr.coveredPictureIds })
    .from(vr)
    .where(inArray(vr.id, ids));
}

export async function insertKeptPicture(q: Queryable, values: KeptPictureRow) {
  await q.insert(kept).values(values).onConflictDoNothing();
}

/** The kept thumbnails of removed pictures of these requests. */
export function keptPicturesOf(q: Queryable, requestIds: string[]): Promise<KeptPictureRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return q.select().from(kept).where(inArray(kept.requestId, requestIds)).orderBy(asc(kept.removedAt));
}

export async function lockRequest(q: Queryable, id: string): Promise<VerificationRow | undefined> {
  const [row] = await q.select().from(vr).where(eq(vr.id, id)).for('update');
  return row;
}

export async function decideRequest(
  q: Queryable,
  id: string,
  decision: { status: 'approved' | 'rejected'; note: string | null; fraud: boolean; reviewedAt: Date; reviewedBy: string } & Partial<
    Pick<VerificationRow, 'coveredName' | 'coveredPictureIds'>
  >,
) {
  await q.update(vr).set(decision).where(eq(vr.id, id));
}

/** The approval behind a member's badge (the newest one neither taken back nor hidden by a change), locked. */
export async function lockLiveApproval(q: Queryable, profileId: string): Promise<VerificationRow | undefined> {
  const [row] = await q
    .select()
    .from(vr)
    .where(and(eq(vr.profileId, profileId), eq(vr.status, 'approved'), isNull(vr.revokedAt), isNull(vr.hiddenAt)))
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

/** Whether `key` is a stored selfie or a re-review's kept thumbnail (which /media serves to moderators' sessions only). */
export async function isStoredSelfie(q: Queryable, key: string) {
  const [row] = await q
    .select({ key: vr.selfiePath })
    .from(vr)
    .where(eq(vr.selfiePath, key))
    .union(q.select({ key: kept.thumbPath }).from(kept).where(eq(kept.thumbPath, key)))
    .limit(1);
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

const approval = alias(vr, 'approval');

/**
 * Re-reviews still holding the selfie of the approval they follow (none the member sent to
 * them), that approval given before `approvedBefore`, claimed as claimExpiredSelfies claims: the
 * policy's days count from the first decision on a selfie, whether the re-review is decided
 * since or still pending (nobody may ever decide it). A rejection as fraud keeps its 2 years.
 */
export function claimInheritedSelfies(q: Queryable, approvedBefore: Date, limit: number) {
  return q
    .select({ id: vr.id, selfiePath: vr.selfiePath })
    .from(vr)
    .innerJoin(approval, eq(approval.id, vr.followsId))
    .where(and(isNull(vr.sentAt), isNotNull(vr.selfiePath), eq(vr.fraud, false), lte(approval.reviewedAt, approvedBefore)))
    .orderBy(asc(approval.reviewedAt))
    .limit(limit)
    .for('update', { of: vr, skipLocked: true });
}

/**
 * The selfies (and the thumbnails kept with them) are gone: a decided row stays as the record of
 * the decision; a pending re-review waits for a new selfie, as one opened with none (no pose).
 */
export async function clearSelfies(q: Queryable, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await q
    .update(vr)
    .set({ selfiePath: null, selfieDeletedAt: now, pose: sql`case when ${vr.status} = 'pending' then null else ${vr.pose} end` })
    .where(inArray(vr.id, ids));
  await q.delete(kept).where(inArray(kept.requestId, ids));
}

/**
 * Thumbnails of removed pictures kept for a re-review since before `removedBefore`, pending or
 * decided, claimed (FOR UPDATE SKIP LOCKED) like the selfies; a rejection as fraud keeps them
 * with its selfie, as evidence of the swap.
 */
export function claimExpiredThumbnails(q: Queryable, removedBefore: Date, limit: number) {
  return q
    .select({ requestId: kept.requestId, pictureId: kept.pictureId, thumbPath: kept.thumbPath })
    .from(kept)
    .innerJoin(vr, eq(vr.id, kept.requestId))
    .where(and(lte(kept.removedAt, removedBefore), eq(vr.fraud, false)))
    .orderBy(asc(kept.removedAt))
    .limit(limit)
    .for('update', { of: kept, skipLocked: true });
}

export async function deleteKeptPictures(q: Queryable, rows: Pick<KeptPictureRow, 'requestId' | 'pictureId'>[]) {
  if (rows.length === 0) return;
  await q.delete(kept).where(or(...rows.map((row) => and(eq(kept.requestId, row.requestId), eq(kept.pictureId, row.pictureId)))));
}

/** Every stored selfie and kept thumbnail of a member (account deletion removes the files). */
export async function selfiePathsOf(q: Queryable, profileId: string) {
  const rows = await q.select({ selfiePath: vr.selfiePath }).from(vr).where(and(eq(vr.profileId, profileId), isNotNull(vr.selfiePath)));
  const thumbs = await q
    .select({ thumbPath: kept.thumbPath })
    .from(kept)
    .innerJoin(vr, eq(vr.id, kept.requestId))
    .where(eq(vr.profileId, profileId));
  return [...rows.flatMap((row) => (row.selfiePath ? [row.selfiePath] : [])), ...thumbs.map((row) => row.thumbPath)];
}

/** Every stored selfie and kept thumbnail a row points to: what storage:gc must keep. */
export async function allSelfieKeys(q: Queryable): Promise<string[]> {
  const selfies = await q.select({ key: vr.selfiePath }).from(vr).where(isNotNull(vr.selfiePath));
  const thumbs = await q.select({ key: kept.thumbPath }).from(kept);
  return [...selfies.flatMap((row) => (row.key ? [row.key] : [])), ...thumbs.map((row) => row.key)];
}
