import { afterCommit } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import * as repo from './repo';

/**
 * Photos that belong to someone else. A picture's difference hash (pictures/processing.ts) is
 * compared at upload with every other account's pictures and with the hashes of removed fakes;
 * the newer account's picture is flagged and held (seen by its owner and moderators only) until
 * a moderator decides (admin/photo-flags.ts).
 */

/**
 * The most bits two hashes of the same photo may differ by. Re-encoding and resizing move 0-2
 * bits, a light crop or brightness change 2-5; different photos differ by about 32 (test:
 * server/test/photo-safety/hash.test.ts).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 6;
/** Other accounts' pictures flagged per upload at most (a photo copied widely needs one review each). */
const MATCHES_PER_UPLOAD = 10;

export interface StoredPicture {
  profileId: string;
  pictureId: string;
  phash: string | null;
}

/** Every open flag holds its picture at once on every server (/media forgets its kept answers). */
async function flagAndHold(q: Queryable, flag: Parameters<typeof repo.insertFlag>[1] & { pictureId: string }, now: Date) {
  if (!(await repo.insertFlag(q, { ...flag, createdAt: now }))) return;
  await repo.holdPicture(q, flag.pictureId, now);
  afterCommit(q, { type: 'pictures.privacyChanged', profileId: flag.profileId });
}

/**
 * Runs in the upload's transaction, after the picture row is written: flags the newer of the two
 * accounts for each other account holding the same photo, and the uploader for a known fake.
 * Returns how many flags were opened.
 */
export async function checkUploadedPicture(q: Queryable, picture: StoredPicture, now: Date): Promise<number> {
  if (!picture.phash) return 0;
  let opened = 0;
  const same = await repo.samePictureElsewhere(q, picture.profileId, picture.phash, PHOTO_MATCH_MAX_DISTANCE, MATCHES_PER_UPLOAD);
  for (const other of same) {
    const uploaderIsNewer = !other.newerThanUploader;
    await flagAndHold(
      q,
      uploaderIsNewer
        ? { profileId: picture.profileId, pictureId: picture.pictureId, matchedProfileId: other.profileId, matchedPictureId: other.pictureId, distance: other.distance }
        : { profileId: other.profileId, pictureId: other.pictureId, matchedProfileId: picture.profileId, matchedPictureId: picture.pictureId, distance: other.distance },
      now,
    );
    opened += 1;
  }
  const fake = await repo.closestKnownFake(q, picture.phash, PHOTO_MATCH_MAX_DISTANCE);
  if (fake) {
    await flagAndHold(q, { profileId: picture.profileId, pictureId: picture.pictureId, knownFakeId: fake.id, distance: fake.distance }, now);
    opened += 1;
  }
  return opened;
}

/** Keeps the hashes (never the pictures) of pictures a moderator removed as fakes, in the caller's transaction. */
export async function rememberFakes(q: Queryable, phashes: (string | null)[], source: repo.KnownFakeSource, now: Date) {
  for (const phash of new Set(phashes)) if (phash) await repo.addKnownFake(q, phash, source, now);
}

/** The hashes of one profile's current pictures (a verification rejected as fraud). */
export function pictureHashesOf(q: Queryable, profileId: string) {
  return repo.hashesOfPictures(q, { profileId });
}

export const openPhotoFlags = repo.openFlags;
export const lockPhotoFlag = repo.lockFlag;
export type { PhotoFlagRow } from './repo';

/** A moderator's decision: 'allowed' shows the held picture again (unless another open flag holds it). */
export async function decidePhotoFlag(q: Queryable, flag: repo.PhotoFlagRow, decision: 'allowed' | 'removed', moderatorId: string, now: Date) {
  await repo.resolveFlag(q, flag.id, decision, moderatorId, now);
  if (decision === 'allowed' && flag.pictureId) {
    await repo.releasePicture(q, flag.pictureId);
    afterCommit(q, { type: 'pictures.privacyChanged', profileId: flag.profileId });
  }
}
