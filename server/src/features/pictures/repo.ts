import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
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

export function listPicturesOfMany(q: Queryable, profileIds: string[]): Promise<PictureRow[]> {
  return q
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, profileIds))
    .orderBy(asc(profilePictures.profileId), asc(profilePictures.position));
}

export function findPictures(q: Queryable, pictureIds: string[]): Promise<PictureRow[]> {
  return q.select().from(profilePictures).where(inArray(profilePictures.id, pictureIds));
}

export async function insertPicture(q: Queryable, values: typeof profilePictures.$inferInsert) {
  await q.insert(profilePictures).values(values);
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
