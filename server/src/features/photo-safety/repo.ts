import { and, asc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Queryable } from '../../platform/db/connect';
import { knownFakeHashes, photoFlags } from '../../platform/db/schema/photo-safety';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';

export type PhotoFlagRow = typeof photoFlags.$inferSelect;
export type KnownFakeSource = (typeof knownFakeHashes.$inferInsert)['source'];

/** Differing bits between a stored hash column and a hash: bit_count of the XOR (PostgreSQL 14+, PGlite too). */
const distanceTo = (column: SQL, phash: string) => sql<number>`bit_count((${column} # ${phash}::bigint)::bit(64))::int`;

export interface SamePicture {
  pictureId: string;
  profileId: string;
  /** The owner's profile is newer than the uploader's (later created_at; the id breaks a tie). */
  newerThanUploader: boolean;
  distance: number;
}

/**
 * Pictures of other accounts (active or not) within `maxDistance` bits of `phash`, closest first.
 * A scan of the hashes: a Hamming distance has no index here, and the XOR of a few hundred
 * thousand bigints is milliseconds; at a larger scale a BK-tree or multi-index hashing takes over.
 */
export function samePictureElsewhere(q: Queryable, uploaderId: string, phash: string, maxDistance: number, limit: number) {
  const distance = distanceTo(sql`pp.phash`, phash);
  return queryRows<SamePicture>(
    q,
    sql`select pp.id as "pictureId", pp.profile_id as "profileId",
        (o.created_at, o.id) > (u.created_at, u.id) as "newerThanUploader", ${distance} as distance
      from ${profilePictures} pp
      join ${profiles} o on o.id = pp.profile_id
      join ${profiles} u on u.id = ${uploaderId}
      where pp.profile_id <> ${uploaderId} and pp.phash is not null and ${distance} <= ${maxDistance}
      order by distance, pp.created_at
      limit ${limit}`,
  );
}

/** Whether an account created before `profileId` (the id breaks a tie) has a picture within `maxDistance` bits of `phash`. */
export async function olderAccountHasPhoto(q: Queryable, profileId: string, phash: string, maxDistance: number) {
  const [row] = await queryRows<{ found: boolean }>(
    q,
    sql`select exists (select 1 from ${profilePictures} pp
        join ${profiles} o on o.id = pp.profile_id
        join ${profiles} u on u.id = ${profileId}
        where pp.profile_id <> ${profileId} and pp.phash is not null and (o.created_at, o.id) < (u.created_at, u.id)
          and ${distanceTo(sql`pp.phash`, phash)} <= ${maxDistance}) as found`,
  );
  return row?.found ?? false;
}

/** The closest known fake within `maxDistance` bits, if any. */
export async function closestKnownFake(q: Queryable, phash: string, maxDistance: number) {
  const distance = distanceTo(sql`${knownFakeHashes.phash}`, phash);
  const [row] = await q
    .select({ id: knownFakeHashes.id, distance })
    .from(knownFakeHashes)
    .where(sql`${distance} <= ${maxDistance}`)
    .orderBy(distance)
    .limit(1);
  return row;
}

export async function addKnownFake(q: Queryable, phash: string, source: KnownFakeSource, now: Date) {
  await q.insert(knownFakeHashes).values({ phash, source, createdAt: now });
}

/** Records a flag (nothing when the same one is already open). */
export async function insertFlag(q: Queryable, values: typeof photoFlags.$inferInsert) {
  const inserted = await q.insert(photoFlags).values(values).onConflictDoNothing().returning({ id: photoFlags.id });
  return inserted.length > 0;
}

export async function holdPicture(q: Queryable, pictureId: string, now: Date) {
  await q.update(profilePictures).set({ heldAt: now }).where(and(eq(profilePictures.id, pictureId), isNull(profilePictures.heldAt)));
}

/**
 * Shows the picture again unless another open flag still holds it: as its own picture, or as the
 * matched one its older owner uploaded second (service.ts picturesHeldBy).
 */
export async function releasePicture(q: Queryable, pictureId: string) {
  await q.execute(sql`update ${profilePictures} set held_at = null where id = ${pictureId}
    and not exists (select 1 from ${photoFlags} f where f.resolved_at is null and (f.picture_id = ${pictureId}
      or (f.matched_picture_id = ${pictureId} and f.uploader_id = f.matched_profile_id)))`);
}

export function openFlags(q: Queryable, limit: number): Promise<PhotoFlagRow[]> {
  return q.select().from(photoFlags).where(isNull(photoFlags.resolvedAt)).orderBy(asc(photoFlags.createdAt)).limit(limit);
}

export async function lockFlag(q: Queryable, flagId: string): Promise<PhotoFlagRow | undefined> {
  const [row] = await q.select().from(photoFlags).where(eq(photoFlags.id, flagId)).for('update');
  return row;
}

export async function resolveFlag(q: Queryable, flagId: string, decision: 'allowed' | 'removed', moderatorId: string, now: Date) {
  await q.update(photoFlags).set({ decision, resolvedBy: moderatorId, resolvedAt: now }).where(eq(photoFlags.id, flagId));
}

/** The hashes of pictures (of a profile, or by id) that have one, with their owners. */
export async function hashesOfPictures(q: Queryable, where: { profileId: string } | { pictureIds: string[] }) {
  const rows = await q
    .select({ phash: profilePictures.phash, profileId: profilePictures.profileId })
    .from(profilePictures)
    .where(
      'profileId' in where
        ? eq(profilePictures.profileId, where.profileId)
        : sql`${profilePictures.id} = any(${`{${where.pictureIds.join(',')}}`}::uuid[])`,
    );
  return rows.flatMap((row) => (row.phash ? [{ phash: row.phash, profileId: row.profileId }] : []));
}

/**
 * How many of the member's uploads since `since` matched another account's picture (a known fake
 * aside), not counting flags a moderator allowed: one upload's flags share its moment, so the
 * distinct moments are the uploads. The flags stay when the pictures go, so deleting a held
 * picture does not reset the count.
 */
export async function matchedUploadsSince(q: Queryable, uploaderId: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ uploads: sql<number>`count(distinct ${photoFlags.createdAt})::int` })
    .from(photoFlags)
    .where(
      and(
        eq(photoFlags.uploaderId, uploaderId),
        gt(photoFlags.createdAt, since),
        isNull(photoFlags.knownFakeId),
        or(isNull(photoFlags.decision), ne(photoFlags.decision, 'allowed')),
      ),
    );
  return row?.uploads ?? 0;
}
