import { serverMessages } from '@mithaq/contract/errors';
import { profileMessages } from '@mithaq/contract/profiles';
import {
  verificationMessages as messages,
  verificationPoses,
  type ApproveVerification,
  type VerificationPose,
  type VerificationQueue,
} from '@mithaq/contract/verification';
import { conflict, notFound } from '../../errors';
import { afterCommit } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { announceProfileChange } from '../matches/public';
import { pictureHashesOf, rememberFakes } from '../photo-safety/public';
import { pictureFilesOf, picturesOfMany } from '../pictures/public';
import { isModerator, type AuthContext } from '../../auth-context';
import { meetVerificationAsks } from './asks';
import { reReviewChanges } from './queue-changes';
import * as repo from './repo';

/**
 * The moderators' side. Each decision runs in the caller's transaction (the admin feature's,
 * which writes the audit entry in it), with the request or the approval row locked.
 */

const QUEUE_PAGE = 50;

/**
 * Oldest first: the selfie (a URL only this moderator can load), the pose asked for, the profile's
 * pictures, and for a re-review what changed since the approval.
 */
export async function verificationQueue(deps: Pick<Platform, 'database' | 'mediaUrls'>, moderator: AuthContext): Promise<VerificationQueue> {
  const { db } = deps.database;
  const moderatorId = moderator.userId;
  const rows = await repo.pendingQueue(db, QUEUE_PAGE);
  const pictures = await picturesOfMany(deps, moderatorId, rows.map((row) => row.profileId), { asModerator: isModerator(moderator) });
  const changes = await reReviewChanges(deps, moderatorId, rows, pictures);
  return {
    pending: await repo.pendingCount(db),
    requests: rows.map((row) => ({
      id: row.id,
      profileId: row.profileId,
      name: row.name,
      pose: row.pose && (verificationPoses as readonly string[]).includes(row.pose) ? (row.pose as VerificationPose) : verificationPoses[0],
      selfieUrl: row.selfiePath ? deps.mediaUrls.sign(row.selfiePath, moderatorId) : null,
      pictures: pictures.get(row.profileId) ?? [],
      createdAt: row.createdAt.toISOString(),
      change: changes.get(row.id) ?? null,
    })),
  };
}

/**
 * The request locked for a decision. The member's profile is locked first, as every change of
 * pictures or name locks it before it touches a request: the two never wait on each other.
 */
async function lockPending(tx: Tx, requestId: string) {
  const found = await repo.requestById(tx, requestId);
  if (!found) throw notFound(serverMessages.notFound);
  const profile = await repo.lockProfile(tx, found.profileId);
  const row = await repo.lockRequest(tx, requestId);
  if (!row || !profile) throw notFound(serverMessages.notFound);
  // A re-review waiting for the member's new selfie is not in the queue: nothing to decide yet.
  if (row.status !== 'pending' || !row.selfiePath) throw conflict(messages.notPending);
  return { row, profile };
}

/**
 * Approves a pending request: the badge shows from now on, everywhere, and covers the name and
 * pictures the moderator was shown. When the profile changed since (a picture, the name), nothing
 * is written (409): the moderator looks again.
 */
export async function approveRequest(tx: Tx, requestId: string, moderatorId: string, now: Date, shown: ApproveVerification) {
  const { row, profile } = await lockPending(tx, requestId);
  const current = (await pictureFilesOf(tx, row.profileId)).map((picture) => picture.id);
  const same = profile.name === shown.name && current.length === shown.pictureIds.length && current.every((id) => shown.pictureIds.includes(id));
  if (!same) throw conflict(messages.changedSinceShown);
  await repo.decideRequest(tx, requestId, {
    status: 'approved',
    note: null,
    fraud: false,
    reviewedAt: now,
    reviewedBy: moderatorId,
    coveredName: profile.name,
    coveredPictureIds: current,
  });
  await repo.setVerifiedAt(tx, row.profileId, now);
  await announceProfileChange(tx, row.profileId);
  afterCommit(tx, { type: 'profile.changed', profileId: row.profileId });
  await meetVerificationAsks(tx, row.profileId, now);
  return row;
}

/**
 * Rejects with the reason the member reads; `fraud` keeps the selfie for the policy's 2 years and
 * the hashes of the profile's pictures as known fakes (the same photos elsewhere get flagged).
 */
export async function rejectRequest(tx: Tx, requestId: string, moderatorId: string, now: Date, reason: string, fraud: boolean) {
  const { row } = await lockPending(tx, requestId);
  await repo.decideRequest(tx, requestId, { status: 'rejected', note: reason, fraud, reviewedAt: now, reviewedBy: moderatorId });
  if (fraud) await rememberFakes(tx, await pictureHashesOf(tx, row.profileId), 'verification_fraud', now);
  return row;
}

/** Takes a badge back (the member reads the reason and may try again). */
export async function revokeBadge(tx: Tx, profileId: string, now: Date, reason: string) {
  const profile = await repo.lockProfile(tx, profileId);
  if (!profile) throw notFound(profileMessages.notFound);
  if (!profile.verifiedAt) throw conflict(messages.notVerified);
  const approval = await repo.lockLiveApproval(tx, profileId);
  if (approval) await repo.markRevoked(tx, approval.id, reason, now);
  await repo.setVerifiedAt(tx, profileId, null);
  await announceProfileChange(tx, profileId);
  afterCommit(tx, { type: 'profile.changed', profileId });
  return approval;
}
