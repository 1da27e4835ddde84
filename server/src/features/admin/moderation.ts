import { adminMessages } from '@mithaq/contract/admin';
import { matchMessages } from '@mithaq/contract/matches';
import { profileMessages } from '@mithaq/contract/profiles';
import { conflict, notFound } from '../../errors';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import { once } from '../../platform/idempotency';
import type { Platform } from '../../platform/platform';
import { revokeAllSessions } from '../auth/public';
import type { AuthContext } from '../../auth-context';
import { endMatchesForSuspension } from '../matches/public';
import { rememberFakes } from '../photo-safety/public';
import { deletePictureFilesNow, removePictureAsModerator } from '../pictures/public';
import { findProfileRow, setProfileActive } from '../profiles/public';
import { recordTransaction } from '../tokens/public';
import { audit } from './audit-service';
import { confirmAdmin } from './two-factor';

/**
 * The dangerous moderation actions: suspension, picture deletion, token adjustment. Each asks for
 * the admin's password or a fresh authenticator code (confirmAdmin) inside its transaction, and
 * commits with its audit entry.
 */

type ConfirmDeps = Pick<Platform, 'database' | 'bus' | 'clock' | 'keys' | 'rateLimiter'>;

/**
 * Shows or hides a profile everywhere at once. Suspending also signs the member out on every
 * device (their sockets close) and ends their active matches at no charge to anyone; they
 * cannot sign in until a moderator lifts it.
 */
export async function setActive(
  deps: ConfirmDeps & Pick<Platform, 'bus'>,
  admin: AuthContext,
  profileId: string,
  isActive: boolean,
  confirm: string | undefined,
) {
  await inTransaction(deps, async (tx) => {
    // A suspension is dangerous (sessions, matches): it asks again who is at the keyboard.
    if (!isActive) await confirmAdmin(deps, tx, admin, confirm);
    await applyActive(deps, tx, admin, profileId, isActive);
  });
  return { isActive };
}

/**
 * The switch's effects inside the caller's transaction (the step-up, when needed, is the
 * caller's): a report's decision and an appeal's lifting reuse them. Audited.
 */
export async function applyActive(deps: Pick<Platform, 'bus' | 'clock'>, tx: Tx, admin: AuthContext, profileId: string, isActive: boolean) {
  const row = await findProfileRow(tx, profileId);
  if (!row) throw notFound(profileMessages.notFound);
  // Moderators lift their own suspensions; a member who left comes back by signing in, not by us.
  if (isActive && !row.isActive && !row.suspendedAt) throw conflict(adminMessages.ownDeactivation);
  await setProfileActive(deps, tx, profileId, isActive, 'moderator');
  if (!isActive) {
    await revokeAllSessions(tx, profileId, deps.clock.now());
    await endMatchesForSuspension(tx, profileId, deps.clock.now());
  }
  await audit(deps, tx, admin, isActive ? 'profile.activated' : 'profile.deactivated', { type: 'profile', id: profileId }, {
    name: row.name,
    wasActive: row.isActive,
  });
}

/**
 * Moderation may remove any picture, even a profile's last one. The row goes with its audit entry
 * and its hash joins the known fakes (the same photo uploaded again is flagged); its files are queued
 * for deletion in the same transaction (the outbox retries a failed delete) and deleted at once
 * after the commit, so the picture's signed URLs answer 404 from then on.
 */
export async function deletePicture(
  deps: ConfirmDeps & Pick<Platform, 'storage' | 'logger'>,
  admin: AuthContext,
  pictureId: string,
  confirm: string | undefined,
) {
  const removed = await inTransaction(deps, async (tx) => {
    await confirmAdmin(deps, tx, admin, confirm);
    const now = deps.clock.now();
    const picture = await removePictureAsModerator(tx, pictureId, now);
    await rememberFakes(tx, [picture], 'picture_deleted', now);
    await audit(deps, tx, admin, 'picture.deleted', { type: 'picture', id: pictureId }, { profileId: picture.profileId });
    return picture;
  });
  await deletePictureFilesNow(deps, [removed]);
}

export interface TokenAdjustment {
  amount: number;
  reason: string;
  /** The Idempotency-Key: a retried request returns the first answer and changes nothing. */
  key: string;
  confirm: string | undefined;
}

/**
 * A grant (positive) or penalty (negative) through the ledger, so Σ ledger = balance still holds.
 * The confirmation is checked inside the idempotent work, so a retry of a done adjustment (whose
 * code is spent by then) still gets the first answer.
 */
export async function adjustTokens(deps: ConfirmDeps, admin: AuthContext, profileId: string, adjustment: TokenAdjustment) {
  const request = { op: 'admin.tokens', profileId, amount: adjustment.amount, reason: adjustment.reason };
  const key = { userId: admin.userId, key: adjustment.key, request, now: deps.clock.now(), mismatchMessage: matchMessages.idempotencyMismatch };
  return inTransaction(deps, (tx) => once(tx, key, () => adjustOnce(deps, tx, admin, profileId, adjustment)));
}

async function adjustOnce(deps: ConfirmDeps, tx: Tx, admin: AuthContext, profileId: string, adjustment: TokenAdjustment) {
  const { amount, reason, confirm } = adjustment;
  await confirmAdmin(deps, tx, admin, confirm);
  const row = await findProfileRow(tx, profileId);
  if (!row) throw notFound(profileMessages.notFound);
  const now = deps.clock.now();
  // The moderator's own words, shown as written: the one ledger row with a description and no key.
  await recordTransaction(tx, { userId: profileId, amount, type: amount > 0 ? 'grant' : 'penalty', description: reason, createdAt: now });
  // Read back, not added up: the trigger's update also took in any payment that committed meanwhile.
  const balance = (await findProfileRow(tx, profileId))!.tokenBalance;
  await audit(deps, tx, admin, 'tokens.adjusted', { type: 'profile', id: profileId }, { amount, reason, balance });
  return { balance };
}
