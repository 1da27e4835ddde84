import { serverMessages } from '@mithaq/contract/errors';
import { profileMessages } from '@mithaq/contract/profiles';
import { verificationMessages as messages, verificationPoses, type VerificationPose, type VerificationQueue } from '@mithaq/contract/verification';
import { conflict, notFound } from '../../errors';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { picturesOfMany } from '../pictures/service';
import { isModerator, type AuthContext } from '../../auth-context';
import * as repo from './repo';

/**
 * The moderators' side. Each decision runs in the caller's transaction (the admin feature's,
 * which writes the audit entry in it), with the request or the approval row locked.
 */

const QUEUE_PAGE = 50;

/** Oldest first: the selfie (a URL only this moderator can load), the pose asked for, the profile's pictures. */
export async function verificationQueue(deps: Pick<Platform, 'database' | 'mediaUrls'>, moderator: AuthContext): Promise<VerificationQueue> {
  const { db } = deps.database;
  const moderatorId = moderator.userId;
  const rows = await repo.pendingQueue(db, QUEUE_PAGE);
  const pictures = await picturesOfMany(deps, moderatorId, rows.map((row) => row.profileId), { asModerator: isModerator(moderator) });
  return {
    pending: await repo.pendingCount(db),
    requests: rows.map((row) => ({
      id: row.id,
      profileId: row.profileId,
      name: row.name,
      pose: (verificationPoses as readonly string[]).includes(row.pose) ? (row.pose as VerificationPose) : verificationPoses[0],
      selfieUrl: row.selfiePath ? deps.mediaUrls.sign(row.selfiePath, moderatorId) : null,
      pictures: pictures.get(row.profileId) ?? [],
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

async function lockPending(tx: Tx, requestId: string) {
  const row = await repo.lockRequest(tx, requestId);
  if (!row) throw notFound(serverMessages.notFound);
  if (row.status !== 'pending') throw conflict(messages.notPending);
  return row;
}

/** Approves a pending request: the badge shows from now on, everywhere. */
export async function approveRequest(tx: Tx, requestId: string, moderatorId: string, now: Date) {
  const row = await lockPending(tx, requestId);
  await repo.decideRequest(tx, requestId, { status: 'approved', note: null, fraud: false, reviewedAt: now, reviewedBy: moderatorId });
  await repo.setVerifiedAt(tx, row.profileId, now);
  return row;
}

/** Rejects with the reason the member reads; `fraud` keeps the selfie for the policy's 2 years. */
export async function rejectRequest(tx: Tx, requestId: string, moderatorId: string, now: Date, reason: string, fraud: boolean) {
  const row = await lockPending(tx, requestId);
  await repo.decideRequest(tx, requestId, { status: 'rejected', note: reason, fraud, reviewedAt: now, reviewedBy: moderatorId });
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
  return approval;
}
