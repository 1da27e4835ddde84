import { photoSafetyMessages } from '@mithaq/contract/photoSafety';
import { DomainError } from '../../errors';
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

/**
 * Uploads that matched another account's picture a member may make in MATCHED_UPLOADS_WINDOW_MS.
 * The owner of a held picture sees "Waiting for review", which tells whether a photo is on
 * another account; past this many such uploads in a day further uploads are refused (429), so
 * nobody can test photo after photo. A member with a genuine reason (their own photos on an old
 * account) is not held back long: the window slides, and flags a moderator allowed do not count.
 */
export const MATCHED_UPLOADS_PER_WINDOW = 3;
export const MATCHED_UPLOADS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Before an upload is processed: refuses (429) a member who reached MATCHED_UPLOADS_PER_WINDOW. */
export async function refuseProbingUpload(q: Queryable, profileId: string, now: Date) {
  const matched = await repo.matchedUploadsSince(q, profileId, new Date(now.getTime() - MATCHED_UPLOADS_WINDOW_MS));
  if (matched >= MATCHED_UPLOADS_PER_WINDOW) throw new DomainError('RATE_LIMITED', photoSafetyMessages.matchedUploadsLimit);
}

/** Every open flag holds its picture(s) at once on every server (/media forgets its kept answers). */
async function flagAndHold(q: Queryable, flag: Parameters<typeof repo.insertFlag>[1] & { pictureId: string }, held: StoredPicture[], now: Date) {
  if (!(await repo.insertFlag(q, { ...flag, createdAt: now }))) return false;
  for (const picture of held) {
    await repo.holdPicture(q, picture.pictureId, now);
    afterCommit(q, { type: 'pictures.privacyChanged', profileId: picture.profileId });
  }
  return true;
}

/**
 * Runs in the upload's transaction, after the picture row is written, for each other account
 * holding the same photo. The newer account is flagged and its picture held, as the likelier
 * copy. The uploaded picture is held too, whoever is older: an older account uploading a photo
 * already on a newer one (a harasser with her downloaded picture) must not get her picture hidden
 * while his stays public, so nobody gains from uploading someone else's photo; the moderator's
 * decision releases both or removes the one chosen. A known fake flags the uploader.
 * Returns how many flags were opened.
 */
export async function checkUploadedPicture(q: Queryable, picture: StoredPicture, now: Date): Promise<number> {
  if (!picture.phash) return 0;
  let opened = 0;
  const uploaderId = picture.profileId;
  const same = await repo.samePictureElsewhere(q, picture.profileId, picture.phash, PHOTO_MATCH_MAX_DISTANCE, MATCHES_PER_UPLOAD);
  for (const other of same) {
    const otherPicture = { profileId: other.profileId, pictureId: other.pictureId, phash: null };
    const flagged = other.newerThanUploader
      ? flagAndHold(q, { profileId: other.profileId, pictureId: other.pictureId, matchedProfileId: picture.profileId, matchedPictureId: picture.pictureId, distance: other.distance, uploaderId }, [otherPicture, picture], now)
      : flagAndHold(q, { profileId: picture.profileId, pictureId: picture.pictureId, matchedProfileId: other.profileId, matchedPictureId: other.pictureId, distance: other.distance, uploaderId }, [picture], now);
    if (await flagged) opened += 1;
  }
  const fake = await repo.closestKnownFake(q, picture.phash, PHOTO_MATCH_MAX_DISTANCE);
  if (fake && (await flagAndHold(q, { profileId: picture.profileId, pictureId: picture.pictureId, knownFakeId: fake.id, distance: fake.distance, uploaderId }, [picture], now))) opened += 1;
  return opened;
}

/**
 * Keeps the hashes (never the pictures) of pictures a moderator removed as fakes, in the caller's
 * transaction. Not a hash an OLDER account also has (within the threshold): that account is
 * likely the photo's owner, whom a known fake would flag on her next upload; copies of her photo
 * are still caught by matching her picture.
 */
export async function rememberFakes(q: Queryable, pictures: { phash: string | null; profileId: string }[], source: repo.KnownFakeSource, now: Date) {
  const seen = new Set<string>();
  for (const { phash, profileId } of pictures) {
    if (!phash || seen.has(phash)) continue;
    seen.add(phash);
    if (await repo.olderAccountHasPhoto(q, profileId, phash, PHOTO_MATCH_MAX_DISTANCE)) continue;
    await repo.addKnownFake(q, phash, source, now);
  }
}

/** The hashes of one profile's current pictures (a verification rejected as fraud). */
export function pictureHashesOf(q: Queryable, profileId: string) {
  return repo.hashesOfPictures(q, { profileId });
}

export const openPhotoFlags = repo.openFlags;
export const lockPhotoFlag = repo.lockFlag;
export type { PhotoFlagRow } from './repo';

/** The pictures an open flag holds: its own, and the matched one when the matched (older) account uploaded it second. */
export function picturesHeldBy(flag: repo.PhotoFlagRow): { profileId: string; pictureId: string }[] {
  const held = flag.pictureId ? [{ profileId: flag.profileId, pictureId: flag.pictureId }] : [];
  if (flag.matchedPictureId && flag.matchedProfileId && flag.uploaderId === flag.matchedProfileId) {
    held.push({ profileId: flag.matchedProfileId, pictureId: flag.matchedPictureId });
  }
  return held;
}

/**
 * A moderator's decision, after any removal (admin/photo-flags.ts): the flag's held pictures that
 * remain show again (unless another open flag still holds them): both for 'allowed', the one not
 * chosen for 'removed'.
 */
export async function decidePhotoFlag(q: Queryable, flag: repo.PhotoFlagRow, decision: 'allowed' | 'removed', moderatorId: string, now: Date) {
  await repo.resolveFlag(q, flag.id, decision, moderatorId, now);
  for (const picture of picturesHeldBy(flag)) {
    await repo.releasePicture(q, picture.pictureId);
    afterCommit(q, { type: 'pictures.privacyChanged', profileId: picture.profileId });
  }
}
