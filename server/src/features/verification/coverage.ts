import type { BadgeChange } from '@mithaq/contract/verification';
import type { Queryable } from '../../platform/db/connect';
import { announceProfileChange } from '../matches/public';
import { notify } from '../notifications/public';
import type { FileCopy, ProfileChange, ProfileChangeHook } from '../pictures/public';
import { newSelfieKey } from './access';
import * as repo from './repo';

/**
 * What an approval covers, and what a change of the profile does to it. The badge says "she is
 * who her pictures show": it covers the pictures and the name the moderator compared with the
 * selfie. A new picture, the member's deletion of a covered one, or another name hides it at once
 * and sends the profile back to the queue; reordering touches nothing.
 */

type Coverage = Pick<repo.VerificationRow, 'coveredName' | 'coveredPictureIds'> | undefined;

/** Which covered thing a change touches (nothing recorded: everything counts). */
function touched(covered: Coverage, change: ProfileChange): keyof BadgeChange | null {
  switch (change.kind) {
    case 'pictureAdded':
      return 'pictures';
    case 'pictureRemoved':
      return !covered?.coveredPictureIds || covered.coveredPictureIds.includes(change.pictureId) ? 'pictures' : null;
    case 'renamed':
      return covered?.coveredName === change.name ? null : 'name';
  }
}

/** A pending request opened by a change (rather than by a selfie the member sent). */
export const badgeChangeOf = (row: Pick<repo.VerificationRow, 'changedPictures' | 'changedName'>): BadgeChange | null =>
  row.changedPictures || row.changedName ? { pictures: row.changedPictures, name: row.changedName } : null;

const flagOf = (what: keyof BadgeChange) => (what === 'pictures' ? { changedPictures: true as const } : { changedName: true as const });

/** A covered picture the member deleted: its thumbnail is kept with the re-review (under the selfie's rules). */
async function keepThumbnail(q: Queryable, requestId: string, change: ProfileChange, now: Date): Promise<FileCopy[]> {
  if (change.kind !== 'pictureRemoved') return [];
  const to = newSelfieKey('removed-');
  await repo.insertKeptPicture(q, { requestId, pictureId: change.pictureId, thumbPath: to, removedAt: now });
  return [{ from: change.thumbPath, to }];
}

/** The badge is hidden already: the open re-review adds what changed, and keeps a covered picture's thumbnail. */
async function addToReReview(q: Queryable, open: repo.VerificationRow, change: ProfileChange, now: Date) {
  const approval = open.followsId ? await repo.requestById(q, open.followsId) : undefined;
  const what = touched(approval, change);
  if (!what) return [];
  await repo.markChanged(q, open.id, flagOf(what));
  return keepThumbnail(q, open.id, change, now);
}

/**
 * The pictures and profiles services' hook (app.ts hands it to them), in the transaction of a
 * change, under the profile lock they hold. When the change touches what the live approval
 * covers: the badge goes (every view reads `verified_at`; the member's matches are told to
 * refetch), the approval is marked hidden, and a re-review opens with the approval's selfie if it
 * is still kept (else it waits for a new one); the member is notified why. Answers the removed
 * picture's thumbnail to copy for the moderators after the commit.
 */
export const noteProfileChange: ProfileChangeHook = async (q, profileId, change, now) => {
  const open = await repo.openRequest(q, profileId);
  if (open) return badgeChangeOf(open) ? addToReReview(q, open, change, now) : [];
  const profile = await repo.verifiedAtOf(q, profileId);
  if (!profile?.verifiedAt) return [];
  const approval = await repo.lockLiveApproval(q, profileId);
  const what = touched(approval, change);
  if (!what) return [];

  await repo.setVerifiedAt(q, profileId, null);
  if (approval) await repo.markHidden(q, approval.id, now);
  const selfieKept = approval?.selfiePath ? { pose: approval.pose, selfiePath: approval.selfiePath } : { pose: null, selfiePath: null };
  const request = await repo.insertRequest(q, { profileId, ...selfieKept, followsId: approval?.id ?? null, ...flagOf(what), createdAt: now });
  const key = what === 'pictures' ? 'verification.badgeHiddenPictures' : 'verification.badgeHiddenName';
  await notify(q, { userId: profileId, type: 'verification', senderId: null, message: { key }, referenceId: request.id, now });
  await announceProfileChange(q, profileId);
  return keepThumbnail(q, request.id, change, now);
};
