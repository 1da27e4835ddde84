import { ageOn, profileMessages, type OwnProfile, type Picture, type PublicProfile } from '@mithaq/contract/profiles';
import { notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../auth/sessions';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'mediaUrls'>;

function toPictures(deps: Deps, rows: repo.PictureRow[]): Picture[] {
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    url: deps.mediaUrls.sign(row.storagePath),
    thumbUrl: deps.mediaUrls.sign(row.thumbPath),
  }));
}

/** The one place a profile row becomes what another user may see. */
export function toPublicProfile(deps: Deps, row: repo.ProfileRow, pictures: repo.PictureRow[]): PublicProfile {
  return {
    id: row.id,
    name: row.name,
    sex: row.sex,
    age: ageOn(row.birthday, deps.clock.now()),
    country: row.country,
    city: row.city,
    aboutMe: row.aboutMe,
    education: row.education,
    occupation: row.occupation,
    nationality: row.nationality,
    height: row.height,
    maritalStatus: row.maritalStatus,
    verified: row.verifiedAt !== null,
    pictures: toPictures(deps, pictures),
  };
}

export async function getOwnProfile(deps: Deps, auth: AuthContext): Promise<OwnProfile> {
  const { db } = deps.database;
  const row = await repo.findProfile(db, auth.userId);
  if (!row) throw notFound(profileMessages.notFound);
  const pictures = await repo.listPictures(db, row.id);
  return {
    ...toPublicProfile(deps, row, pictures),
    birthday: row.birthday,
    isActive: row.isActive,
    tokenBalance: row.tokenBalance,
    createdAt: row.createdAt.toISOString(),
  };
}
