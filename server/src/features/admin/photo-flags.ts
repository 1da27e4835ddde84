import { serverMessages } from '@mithaq/contract/errors';
import { photoSafetyMessages, type PhotoFlag, type PhotoFlagsResponse } from '@mithaq/contract/photoSafety';
import { ageOn, type Picture } from '@mithaq/contract/profiles';
import { isModerator, type AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { decidePhotoFlag, lockPhotoFlag, openPhotoFlags, picturesHeldBy, rememberFakes, type PhotoFlagRow } from '../photo-safety/public';
import { deletePictureFilesNow, picturesOfMany, removePictureAsModerator } from '../pictures/public';
import { findProfileRow } from '../profiles/public';
import { audit } from './audit-service';
import { confirmAdmin } from './two-factor';

/**
 * The moderators' photo review: open photo flags, oldest first, each with both pictures side by
 * side (moderators' URLs, held pictures included) and both accounts; a decision commits with its
 * audit entry.
 */

const REVIEW_PAGE = 50;

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'keys' | 'rateLimiter' | 'storage' | 'logger' | 'mediaUrls'>;

export async function listPhotoFlags(deps: Pick<Platform, 'database' | 'mediaUrls' | 'clock'>, admin: AuthContext): Promise<PhotoFlagsResponse> {
  const { db } = deps.database;
  const rows = await openPhotoFlags(db, REVIEW_PAGE);
  const profileIds = [...new Set(rows.flatMap((row) => (row.matchedProfileId ? [row.profileId, row.matchedProfileId] : [row.profileId])))];
  const profiles = new Map((await Promise.all(profileIds.map((id) => findProfileRow(db, id)))).flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const pictures = await picturesOfMany(deps, admin.userId, profileIds, { asModerator: isModerator(admin) });
  const pictureOf = (profileId: string, pictureId: string | null): Picture | null =>
    (pictureId && pictures.get(profileId)?.find((picture) => picture.id === pictureId)) || null;
  const sideOf = (profileId: string, pictureId: string | null) => {
    const profile = profiles.get(profileId);
    if (!profile) return null;
    return {
      profileId,
      name: profile.name,
      age: ageOn(profile.birthday, deps.clock.now()),
      createdAt: profile.createdAt.toISOString(),
      picture: pictureOf(profileId, pictureId),
    };
  };
  const flags = rows.flatMap((row): PhotoFlag[] => {
    const flagged = sideOf(row.profileId, row.pictureId);
    if (!flagged) return [];
    return [{
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      distance: row.distance,
      flagged,
      matched: row.matchedProfileId ? sideOf(row.matchedProfileId, row.matchedPictureId) : null,
      matchedHeld: picturesHeldBy(row).some((held) => held.pictureId === row.matchedPictureId),
      knownFake: row.knownFakeId !== null,
    }];
  });
  return { flags };
}

async function lockOpenFlag(tx: Tx, flagId: string): Promise<PhotoFlagRow> {
  const flag = await lockPhotoFlag(tx, flagId);
  if (!flag) throw notFound(serverMessages.notFound);
  if (flag.resolvedAt) throw conflict(photoSafetyMessages.flagDecided);
  return flag;
}

/** "Not the same / allowed": the held pictures show again (unless another open flag holds them). */
export async function allowPhotoFlag(deps: Deps, admin: AuthContext, flagId: string) {
  await inTransaction(deps, async (tx) => {
    const flag = await lockOpenFlag(tx, flagId);
    await decidePhotoFlag(tx, flag, 'allowed', admin.userId, deps.clock.now());
    await audit(deps, tx, admin, 'photo_flag.allowed', { type: 'profile', id: flag.profileId }, { flagId, pictureId: flag.pictureId });
  });
  return { ok: true as const };
}

/**
 * "Remove picture": a deletion like deletePicture (the admin's password or a fresh code) of the
 * flag's picture or, when the moderator chooses it, the matched one, the other picture released;
 * its hash kept as a known fake when no picture of the pair stays (and no older account has the
 * photo); its files are queued for deletion in the transaction and deleted at once after it. A picture that is not one of the flag's: 404.
 */
export async function removeFlaggedPicture(deps: Deps, admin: AuthContext, flagId: string, confirm: string | undefined, chosenId?: string) {
  const removed = await inTransaction(deps, async (tx) => {
    await confirmAdmin(deps, tx, admin, confirm);
    const flag = await lockOpenFlag(tx, flagId);
    const pictureId = chosenId ?? flag.pictureId;
    if (chosenId && chosenId !== flag.pictureId && chosenId !== flag.matchedPictureId) throw notFound(serverMessages.notFound);
    const now = deps.clock.now();
    const picture = pictureId ? await removePictureAsModerator(tx, pictureId, now) : null;
    // The picture kept is the one the moderator judged genuine: its owner must never match a
    // known fake, and it alone catches later copies. Only a flag without one remembers the hash.
    const kept = pictureId === flag.pictureId ? flag.matchedPictureId : flag.pictureId;
    if (picture && !kept) await rememberFakes(tx, [picture], 'photo_flag', now);
    await decidePhotoFlag(tx, flag, 'removed', admin.userId, now);
    const owner = picture?.profileId ?? flag.profileId;
    await audit(deps, tx, admin, 'photo_flag.removed', { type: 'profile', id: owner }, { flagId, pictureId });
    return picture;
  });
  if (removed) await deletePictureFilesNow(deps, [removed]);
  return { ok: true as const };
}
