import { afterCommit, inTransaction } from '../../platform/after-commit';
import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { limits } from '@mithaq/contract/constants';
import { pictureMessages, profileMessages, type Picture } from '@mithaq/contract/profiles';
import { serverMessage } from '@mithaq/contract/messages';
import { invalid, notFound } from '../../errors';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import type { FileCopy, ProfileChangeHook } from './changes';
import { deleteQueuedFilesNow, queueFileDeletes, queueOrphanDeletes } from '../../platform/storage/deletes';
import { checkUploadedPicture, refuseProbingUpload } from '../photo-safety/public';
import { blurStoredCard, processPicture } from './processing';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'storage' | 'mediaUrls' | 'logger' | 'clock'>;

type SignableRow = Pick<repo.PictureRow, 'id' | 'position' | 'storagePath' | 'thumbPath' | 'blurPath' | 'width' | 'height'> &
  Partial<Pick<repo.PictureRow, 'heldAt'>>;

/**
 * Signed, expiring URLs for pictures `viewerId` may see, usable by that viewer only (/media
 * checks their viewer cookie, and blocks, suspensions and photo privacy again). The one place
 * pictures leave the server. `sharp` false (photo privacy: the viewer is not the owner's match)
 * hands out the blurred rendition only; a picture without one is then left out, never sharp.
 */
export function signPictures(deps: Pick<Platform, 'mediaUrls'>, viewerId: string, rows: SignableRow[], sharp = true): Picture[] {
  return rows.flatMap((row): Picture[] => {
    const { id, position, width, height } = row;
    if (sharp) {
      const url = deps.mediaUrls.sign(row.storagePath, viewerId);
      const inReview = row.heldAt ? { inReview: true } : {};
      return [{ id, position, url, thumbUrl: deps.mediaUrls.sign(row.thumbPath, viewerId), width, height, blurred: false, ...inReview }];
    }
    if (!row.blurPath) return [];
    const url = deps.mediaUrls.sign(row.blurPath, viewerId);
    return [{ id, position, url, thumbUrl: url, width, height, blurred: true }];
  });
}

/** `asModerator`: the caller is a moderator's session (auth-context isModerator), who sees the originals. */
export interface PictureViewing {
  asModerator: boolean;
}
const AS_MEMBER: PictureViewing = { asModerator: false };

/** A profile's pictures in order, as signed URLs for `viewerId` (its owner, or anyone allowed to see the profile). */
export async function picturesOf(deps: Pick<Platform, 'database' | 'mediaUrls'>, viewerId: string, profileId: string, viewing = AS_MEMBER) {
  return (await picturesOfMany(deps, viewerId, [profileId], viewing)).get(profileId) ?? [];
}

/** Pictures of many profiles in one query (lists), keyed by profile id, sharp or blurred as photo privacy says. */
export async function picturesOfMany(deps: Pick<Platform, 'database' | 'mediaUrls'>, viewerId: string, profileIds: string[], viewing = AS_MEMBER) {
  const byProfile = new Map<string, Picture[]>();
  if (profileIds.length === 0) return byProfile;
  for (const row of await repo.listPicturesFor(deps.database.db, viewerId, profileIds, viewing.asModerator)) {
    const list = byProfile.get(row.profileId) ?? [];
    list.push(...signPictures(deps, viewerId, [row], row.sharp));
    byProfile.set(row.profileId, list);
  }
  return byProfile;
}

/**
 * Makes the blurred rendition of every picture of `profileId` that has none yet (stored before
 * photo privacy existed), before privacy is turned on, so a private profile never lacks one.
 */
export async function ensureBlurredRenditions(deps: Pick<Platform, 'database' | 'storage'>, profileId: string) {
  for (const row of await repo.listPictures(deps.database.db, profileId)) {
    if (row.blurPath) continue;
    const card = await deps.storage.get(row.storagePath);
    if (!card) continue;
    const blurPath = row.storagePath.replace(/\.webp$/, '') + '-blur.webp';
    await deps.storage.put(blurPath, await blurStoredCard(await buffer(card.body)), 'image/webp');
    await repo.setBlurPath(deps.database.db, row.id, blurPath);
  }
}

/** The stored files of a profile's pictures, read before the rows go (account deletion). */
export function pictureFilesOf(q: Queryable, profileId: string) {
  return repo.listPictures(q, profileId);
}

type PictureFiles = Pick<repo.PictureRow, 'storagePath' | 'thumbPath' | 'blurPath'>;

/** Every stored file of these pictures: the card, its thumbnail and its blurred rendition. */
const pictureKeys = (rows: PictureFiles[]) => rows.flatMap((row) => [row.storagePath, row.thumbPath, ...(row.blurPath ? [row.blurPath] : [])]);

/**
 * Queues the deletion of the pictures' files in the transaction `q` that deletes their rows: the
 * outbox deletes them once it commits, with retries (platform/storage/deletes.ts).
 */
export function queuePictureFileDeletes(q: Queryable, rows: PictureFiles[], now: Date) {
  return queueFileDeletes(q, pictureKeys(rows), now);
}

/**
 * For the files of an upload whose row never committed: queued for the outbox in a statement of
 * its own (a crash just before it leaves them to npm run storage:gc), then tried at once.
 */
async function deleteUnsavedPictureFiles(deps: Pick<Platform, 'database' | 'bus' | 'clock' | 'logger' | 'storage'>, rows: PictureFiles[]) {
  const keys = pictureKeys(rows);
  await queueOrphanDeletes(deps, keys, deps.clock.now()).catch((err: unknown) =>
    deps.logger.error({ err }, 'picture files not queued for deletion: npm run storage:gc finds them'),
  );
  await deleteQueuedFilesNow(deps, keys);
}

/** After the commit that queued them: the files go at once too (their URLs answer 404 at once). */
export function deletePictureFilesNow(deps: Pick<Platform, 'storage'>, rows: PictureFiles[]) {
  return deleteQueuedFilesNow(deps, pictureKeys(rows));
}

/** Copies stored files (in the transaction: once it commits, the outbox may delete the originals); one that fails is logged. */
async function copyFiles(deps: Pick<Platform, 'storage' | 'logger'>, copies: FileCopy[]) {
  for (const { from, to } of copies) {
    try {
      const stored = await deps.storage.get(from);
      if (stored) await deps.storage.put(to, await buffer(stored.body), stored.contentType);
    } catch (err) {
      deps.logger.error({ err }, 'picture file not copied');
    }
  }
}

/**
 * Processes and stores a picture, then records it at the next position. The count is
 * checked under a lock on the profile row, so parallel uploads cannot pass 5. `changed` learns
 * of the new picture in the same transaction (a verified badge never covers it: it is hidden).
 */
export async function uploadPicture(deps: Deps, auth: AuthContext, bytes: Buffer, name: string, changed: ProfileChangeHook): Promise<Picture[]> {
  // A full profile is refused before the costly decode; the check under the lock below decides races.
  const before = await repo.listPictures(deps.database.db, auth.userId);
  if (before.length >= limits.maxPictures) throw invalid(serverMessage('pictures.maxReached', { count: before.length }));
  // Probing whether photos are on other accounts (the held upload says so) is limited per day.
  await refuseProbingUpload(deps.database.db, auth.userId, deps.clock.now());
  const processed = await processPicture(bytes, name);
  const id = crypto.randomBytes(16).toString('base64url');
  const row = { storagePath: `pictures/${id}.webp`, thumbPath: `pictures/${id}-thumb.webp`, blurPath: `pictures/${id}-blur.webp` };
  await Promise.all([
    deps.storage.put(row.storagePath, processed.card, 'image/webp'),
    deps.storage.put(row.thumbPath, processed.thumb, 'image/webp'),
    deps.storage.put(row.blurPath, processed.blur, 'image/webp'),
  ]);
  try {
    const rows = await inTransaction(deps, async (tx) => {
      if (!(await repo.lockProfile(tx, auth.userId))) throw notFound(profileMessages.notFound);
      const existing = await repo.listPictures(tx, auth.userId);
      if (existing.length >= limits.maxPictures) throw invalid(serverMessage('pictures.maxReached', { count: existing.length }));
      const pictureId = await repo.insertPicture(tx, {
        profileId: auth.userId,
        ...row,
        position: existing.length,
        width: processed.width,
        height: processed.height,
        phash: processed.phash,
      });
      // The same photo on another account, or a known fake: the newer account's picture is held for review.
      await checkUploadedPicture(tx, { profileId: auth.userId, pictureId, phash: processed.phash }, deps.clock.now());
      await changed(tx, auth.userId, { kind: 'pictureAdded' }, deps.clock.now());
      return repo.listPictures(tx, auth.userId);
    });
    return signPictures(deps, auth.userId, rows);
  } catch (error) {
    // No row points at the files: they go through the outbox too.
    await deleteUnsavedPictureFiles(deps, [row]);
    throw error;
  }
}

/**
 * Removes one picture row of `profileId` under the profile lock and closes the gap in the order;
 * `keepOne` refuses the last picture. Returns the removed row (its files are the caller's to queue for deletion).
 */
async function removePictureRow(tx: Queryable, profileId: string, pictureId: string, keepOne: boolean) {
  await repo.lockProfile(tx, profileId);
  const existing = await repo.listPictures(tx, profileId);
  const target = existing.find((picture) => picture.id === pictureId);
  if (!target) throw notFound(pictureMessages.notFound);
  if (keepOne && existing.length <= limits.minPictures) throw invalid(pictureMessages.lastPicture);
  await repo.deletePicture(tx, profileId, pictureId);
  const rest = existing.filter((picture) => picture.id !== pictureId);
  await repo.writePositions(tx, profileId, rest.map((picture) => picture.id));
  return target;
}

/**
 * The last picture cannot go (spec §5). Another user's picture id is simply not found. `changed`
 * learns of it in the same transaction (a verified badge covering it is hidden, and its thumbnail
 * copied for the moderators before the files are queued for deletion, with the row's removal).
 */
export async function deletePicture(deps: Deps, auth: AuthContext, pictureId: string, changed: ProfileChangeHook): Promise<Picture[]> {
  const { removed, rows } = await inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const target = await removePictureRow(tx, auth.userId, pictureId, true);
    await queuePictureFileDeletes(tx, [target], now);
    const change = { kind: 'pictureRemoved' as const, pictureId, thumbPath: target.thumbPath };
    // Copied before the commit: once it commits the files may go at any time.
    await copyFiles(deps, await changed(tx, auth.userId, change, now));
    return { removed: target, rows: await repo.listPictures(tx, auth.userId) };
  });
  await deletePictureFilesNow(deps, [removed]);
  return signPictures(deps, auth.userId, rows);
}

/**
 * Moderation (admin): removes any picture, even a profile's last one, in the caller's
 * transaction, and queues its files for deletion in it (the caller then tries them at once with
 * deletePictureFilesNow). The member's open Edit Profile hears of it then (profile.changed).
 */
export async function removePictureAsModerator(tx: Queryable, pictureId: string, now: Date) {
  const [picture] = await repo.findPictures(tx, [pictureId]);
  if (!picture) throw notFound(pictureMessages.notFound);
  const removed = await removePictureRow(tx, picture.profileId, pictureId, false);
  await queuePictureFileDeletes(tx, [removed], now);
  afterCommit(tx, { type: 'profile.changed', profileId: picture.profileId });
  return removed;
}

export async function reorderPictures(deps: Deps, auth: AuthContext, orderedIds: string[]): Promise<Picture[]> {
  const rows = await inTransaction(deps, async (tx) => {
    await repo.lockProfile(tx, auth.userId);
    const existing = await repo.listPictures(tx, auth.userId);
    const same =
      orderedIds.length === existing.length &&
      new Set(orderedIds).size === orderedIds.length &&
      existing.every((picture) => orderedIds.includes(picture.id));
    if (!same) throw invalid(pictureMessages.orderMismatch);
    await repo.writePositions(tx, auth.userId, orderedIds);
    return repo.listPictures(tx, auth.userId);
  });
  return signPictures(deps, auth.userId, rows);
}
