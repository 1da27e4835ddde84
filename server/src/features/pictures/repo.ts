import { and, asc, eq, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { matches } from '../../platform/db/schema/matches';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';

export type PictureRow = typeof profilePictures.$inferSelect;

/** Serialises picture changes of one profile (count checks, positions). False when there is no profile. */
export async function lockProfile(q: Queryable, profileId: string): Promise<boolean> {
  const rows = await q.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
  return rows.length > 0;
}

export function listPictures(q: Queryable, profileId: string): Promise<PictureRow[]> {
  return q.select().from(profilePictures).where(eq(profilePictures.profileId, profileId)).orderBy(asc(profilePictures.position));
}

export type ViewedPictureRow = PictureRow & { sharp: boolean };

/**
 * Pictures of many profiles as `viewerId` may see them: `sharp` says whether the originals are
 * theirs to see — the owner's photos are not private, or the viewer is the owner or in an active
 * match with the owner (photo privacy), or `asModerator` (the caller's session passed the admin
 * login's code step: never decided here by the role); otherwise only the blurred rendition.
 * A picture held for review (photo flags) is left out for everyone but its owner and moderators.
 */
export function listPicturesFor(q: Queryable, viewerId: string, profileIds: string[], asModerator: boolean): Promise<ViewedPictureRow[]> {
  const viewer = sql`${viewerId}::uuid`;
  const sharp = asModerator
    ? sql<boolean>`true`
    : sql<boolean>`(not ${profiles.photosPrivate} or ${profiles.id} = ${viewer}
    or exists (select 1 from ${matches} m
               where m.profile1_id = least(${profiles.id}, ${viewer}) and m.profile2_id = greatest(${profiles.id}, ${viewer})
                 and m.unmatched_at is null))`;
  return q
    .select({ ...getTableColumns(profilePictures), sharp })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId))
    .where(
      and(
        inArray(profilePictures.profileId, profileIds),
        asModerator ? undefined : sql`(${profilePictures.heldAt} is null or ${profilePictures.profileId} = ${viewer})`,
      ),
    )
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position));
}

/** Records a picture's blurred rendition (made for pictures stored before photo privacy). */
export async function setBlurPath(q: Queryable, pictureId: string, blurPath: string) {
  await q.update(profilePictures).set({ blurPath }).where(eq(profilePictures.id, pictureId));
}

export function findPictures(q: Queryable, pictureIds: string[]): Promise<PictureRow[]> {
  return q.select().from(profilePictures).where(inArray(profilePictures.id, pictureIds));
}

export async function insertPicture(q: Queryable, values: typeof profilePictures.$inferInsert): Promise<string> {
  const [row] = await q.insert(profilePictures).values(values).returning({ id: profilePictures.id });
  return row!.id;
}

export async function deletePicture(q: Queryable, profileId: string, pictureId: string) {
  await q.delete(profilePictures).where(and(eq(profilePictures.profileId, profileId), eq(profilePictures.id, pictureId)));
}

/** Positions become 0..n-1 in the given order (moved aside first, so the unique index holds throughout). */
export async function writePositions(q: Queryable, profileId: string, orderedIds: string[]) {
  await q
    .update(profilePictures)
    .set({ position: sql`${profilePictures.position} + 10` })
    .where(eq(profilePictures.profileId, profileId));
  for (const [position, id] of orderedIds.entries()) {
    await q
      .update(profilePictures)
      .set({ position })
      .where(and(eq(profilePictures.profileId, profileId), eq(profilePictures.id, id)));
  }
}

/** The next batch of pictures without a hash, after `afterId` (the backfill's cursor). */
export function unhashedPictures(q: Queryable, afterId: string | null, limit: number) {
  return q
    .select({ id: profilePictures.id, storagePath: profilePictures.storagePath })
    .from(profilePictures)
    .where(and(isNull(profilePictures.phash), afterId ? gt(profilePictures.id, afterId) : undefined))
    .orderBy(asc(profilePictures.id))
    .limit(limit);
}

export async function setHash(q: Queryable, pictureId: string, phash: string) {
  await q.update(profilePictures).set({ phash }).where(and(eq(profilePictures.id, pictureId), isNull(profilePictures.phash)));
}

/** Every stored file a picture row points to (card, thumbnail, blurred rendition): what storage:gc must keep. */
export async function allPictureKeys(q: Queryable): Promise<string[]> {
  const rows = await q
    .select({ card: profilePictures.storagePath, thumb: profilePictures.thumbPath, blur: profilePictures.blurPath })
    .from(profilePictures);
  return rows.flatMap((row) => [row.card, row.thumb, ...(row.blur ? [row.blur] : [])]);
}
