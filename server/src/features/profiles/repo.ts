import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect';
import { profilePictures, profiles } from '../../platform/db/schema/profiles';

export type ProfileRow = typeof profiles.$inferSelect;
export type PictureRow = typeof profilePictures.$inferSelect;

export async function findProfile(q: Queryable, id: string): Promise<ProfileRow | undefined> {
  const [row] = await q.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export async function listPictures(q: Queryable, profileId: string): Promise<PictureRow[]> {
  return q.select().from(profilePictures).where(eq(profilePictures.profileId, profileId)).orderBy(asc(profilePictures.position));
}
