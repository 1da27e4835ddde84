import crypto from 'node:crypto';
import { profileMessages } from '@mithaq/contract/profiles';
import {
  VERIFICATION_CHALLENGE_MS,
  VERIFICATION_TRIES_PER_DAY,
  verificationMessages as messages,
  verificationPoses,
  type VerificationPose,
  type VerificationState,
  type VerificationTry,
} from '@mithaq/contract/verification';
import { DomainError, invalid, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { queueFileDeletes, queueOrphanDeletes } from '../../platform/storage/deletes';
import type { AuthContext } from '../../auth-context';
import { processPicture } from '../pictures/public';
import { newSelfieKey } from './access';
import { badgeChangeOf } from './coverage';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'cursors' | 'storage' | 'logger'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The sealer's list name: a deck cursor can never pass for a challenge, nor the reverse. */
const CHALLENGE_LIST = 'verification-pose';

const isPose = (value: string): value is VerificationPose => (verificationPoses as readonly string[]).includes(value);

function stateOf(verifiedAt: Date | null, latest: repo.VerificationRow | undefined, triesLeft: number): VerificationState {
  const base = { pose: null, reason: null, triesLeft, verifiedAt: null, badgeHidden: null };
  if (verifiedAt) return { ...base, status: 'approved', verifiedAt: verifiedAt.toISOString() };
  if (latest?.status === 'pending') {
    // A re-review after a change: a moderator checks the approval's selfie, or (none kept) the member takes a new one.
    const badgeHidden = badgeChangeOf(latest);
    if (!latest.selfiePath) return { ...base, status: 'none', badgeHidden };
    return { ...base, status: 'pending', pose: latest.pose && isPose(latest.pose) ? latest.pose : null, badgeHidden };
  }
  // A rejection, or an approval a moderator took back: the member reads the reason and may try again.
  if (latest && (latest.status === 'rejected' || latest.revokedAt)) return { ...base, status: 'rejected', reason: latest.note };
  return { ...base, status: 'none' };
}

async function readState(q: Queryable, profileId: string, now: Date, verifiedAt: Date | null) {
  const latest = await repo.latestRequest(q, profileId);
  const used = await repo.triesSince(q, profileId, new Date(now.getTime() - DAY_MS));
  return stateOf(verifiedAt, latest, Math.max(0, VERIFICATION_TRIES_PER_DAY - used));
}

export async function myVerification(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext): Promise<VerificationState> {
  const profile = await repo.verifiedAtOf(deps.database.db, auth.userId);
  if (!profile) throw notFound(profileMessages.notFound);
  return readState(deps.database.db, auth.userId, deps.clock.now(), profile.verifiedAt);
}

/** Verified, waiting, or out of tries: no new try (400/400/429). */
function assertMayTry(state: VerificationState) {
  if (state.status === 'approved') throw invalid(messages.alreadyVerified);
  if (state.status === 'pending') throw invalid(messages.alreadyPending);
  if (state.triesLeft <= 0) throw new DomainError('RATE_LIMITED', messages.triesUsed);
}

/**
 * A try begins with a pose the server draws; the selfie must come back with its sealed
 * challenge (bound to this member, good for VERIFICATION_CHALLENGE_MS), so the client cannot
 * pick the pose it likes.
 */
export async function startTry(deps: Pick<Platform, 'database' | 'clock' | 'cursors'>, auth: AuthContext): Promise<VerificationTry> {
  assertMayTry(await myVerification(deps, auth));
  const pose = verificationPoses[crypto.randomInt(verificationPoses.length)]!;
  const expiresAt = deps.clock.now().getTime() + VERIFICATION_CHALLENGE_MS;
  const challenge = deps.cursors.seal(auth.userId, CHALLENGE_LIST, `${pose}|${expiresAt}`);
  return { pose, challenge, expiresAt: new Date(expiresAt).toISOString() };
}

/** The pose a challenge was issued for, or a 400 when it is not this member's, forged or expired. */
function openChallenge(deps: Pick<Platform, 'cursors' | 'clock'>, userId: string, challenge: string): VerificationPose {
  const [pose, expires] = deps.cursors.open(userId, CHALLENGE_LIST, challenge)?.split('|') ?? [];
  if (!pose || !isPose(pose) || !(Number(expires) > deps.clock.now().getTime())) throw invalid(messages.challengeInvalid);
  return pose;
}

/**
 * The selfie goes through the picture pipeline (type by bytes, pixel limit, strict decode,
 * re-encoded without metadata) and is stored under its own prefix. The rules are checked
 * before the costly decode and again under the profile lock, where races are decided (the
 * unique index keeps one pending request whatever happens).
 */
export async function submitSelfie(deps: Deps, auth: AuthContext, challenge: string, bytes: Buffer): Promise<VerificationState> {
  const pose = openChallenge(deps, auth.userId, challenge);
  assertMayTry(await myVerification(deps, auth));
  const processed = await processPicture(bytes, 'selfie');
  const selfiePath = newSelfieKey();
  await deps.storage.put(selfiePath, processed.card, 'image/webp');
  try {
    return await inTransaction(deps, async (tx) => {
      const now = deps.clock.now();
      const profile = await repo.lockProfile(tx, auth.userId);
      if (!profile) throw notFound(profileMessages.notFound);
      assertMayTry(await readState(tx, auth.userId, now, profile.verifiedAt));
      // A re-review waiting for a new selfie takes it (the moderator still sees what changed).
      const waiting = await repo.openRequest(tx, auth.userId);
      const sent = { pose, selfiePath, sentAt: now };
      if (waiting) await repo.attachSelfie(tx, waiting.id, sent);
      else await repo.insertRequest(tx, { profileId: auth.userId, ...sent, createdAt: now });
      return readState(tx, auth.userId, now, null);
    });
  } catch (error) {
    // No row points at the selfie: it goes through the outbox (or, if even that fails, npm run storage:gc finds it).
    await queueOrphanDeletes(deps, [selfiePath], deps.clock.now()).catch((err: unknown) => deps.logger.error({ err }, 'selfie not queued for deletion'));
    throw error;
  }
}

/**
 * Queues the deletion of stored selfies (and kept thumbnails) in the transaction `q` that deletes
 * or clears their rows: the outbox deletes them once it commits, with retries (platform/storage/deletes.ts).
 */
export function queueSelfieFileDeletes(q: Queryable, paths: string[], now: Date) {
  return queueFileDeletes(q, paths, now);
}

/** A member's stored selfies, read before the account's rows go (account deletion). */
export function selfieFilesOf(q: Queryable, profileId: string) {
  return repo.selfiePathsOf(q, profileId);
}
