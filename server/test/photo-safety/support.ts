import type { PhotoFlagsResponse } from '@mithaq/contract/photoSafety';
import { eq } from 'drizzle-orm';
import { photoFlags } from '../../src/platform/db/schema/photo-safety';
import { profilePictures, profiles } from '../../src/platform/db/schema/profiles';
import { asAdminOf, signedInAdmin } from '../admin/support';
import { signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { upload } from '../support/profiles';
import type { TestServer } from '../support/server';

/** A member who signed up `minutesAgo` before the test clock (the newer account is the one flagged). */
export async function memberSince(server: TestServer, name: string, sex: 'female' | 'male', minutesAgo: number) {
  const db = server.platform.database.db;
  const member = await createProfile(db, { name, sex });
  const createdAt = new Date(server.clock.now().getTime() - minutesAgo * 60_000);
  await db.update(profiles).set({ createdAt }).where(eq(profiles.id, member.id));
  return { ...member, token: (await signIn(server, member.email, member.password)).token };
}

export async function uploadPhoto(server: TestServer, token: string, bytes: Buffer) {
  const result = await upload(server, token, bytes, 'image/jpeg');
  if (result.status !== 200) throw new Error(`upload refused: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.pictures!.at(-1)! as { id: string; url: string; inReview?: boolean };
}

export const flagsOf = (server: TestServer, profileId: string) =>
  server.platform.database.db.select().from(photoFlags).where(eq(photoFlags.profileId, profileId));

export async function pictureRow(server: TestServer, pictureId: string) {
  const [row] = await server.platform.database.db.select().from(profilePictures).where(eq(profilePictures.id, pictureId));
  return row;
}

/** A fresh moderator's calls (changes carry a fresh code as the step-up confirmation). */
export async function moderator(server: TestServer) {
  const as = asAdminOf(server, await signedInAdmin(server));
  return {
    as,
    openFlags: async () => (await as<PhotoFlagsResponse>('GET', '/api/admin/photo-flags')).body.flags,
  };
}
