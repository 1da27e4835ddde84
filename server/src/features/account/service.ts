import { accountMessages } from '@mithaq/contract/auth';
import { inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { confirmPassword, deleteUser, revokeAllSessions } from '../auth/public';
import type { AuthContext } from '../../auth-context';
import { deletePictureFilesNow, pictureFilesOf, queuePictureFileDeletes } from '../pictures/public';
import { setProfileActive } from '../profiles/public';
import { removeAllRegistrations } from '../push/public';
import { keepEvidence } from '../evidence/public';
import { queueSelfieFileDeletes, selfieFilesOf } from '../verification/public';

type Deps = Pick<Platform, 'database' | 'clock' | 'storage' | 'logger' | 'bus'>;

/**
 * Deactivate: the profile disappears from everyone's lists, the user is signed out on every
 * device and no device gets pushes any more; signing in again reactivates it (spec §4).
 */
export async function deactivateAccount(deps: Deps, auth: AuthContext) {
  await inTransaction(deps, async (tx) => {
    await setProfileActive(deps, tx, auth.userId, false);
    await revokeAllSessions(tx, auth.userId, deps.clock.now());
    await removeAllRegistrations(tx, auth.userId);
  });
}

/**
 * Delete permanently, the member's own button: the password again, then eraseAccount.
 */
export async function deleteAccount(deps: Platform, auth: AuthContext, password: string) {
  // Asked again so an unattended signed-in device cannot erase the account; wrong guesses count like sign-in's.
  await confirmPassword(deps, auth.userId, password, accountMessages.deletePasswordWrong);
  await eraseAccount(deps, auth.userId);
}

/**
 * The one deletion, whoever asks (the member's button, or a moderator on the member's e-mailed
 * request): the user row goes and the database cascades to the profile, pictures, actions,
 * matches, messages, ledger, sessions, tokens and verification requests; the picture and selfie
 * files are queued in the same transaction, for the outbox to delete (the pictures are tried at
 * once after the commit too). `first` runs at the
 * start of the same transaction (the moderator's step-up and audit entry commit with the deletion).
 */
export async function eraseAccount(deps: Platform, userId: string, first?: (tx: Tx) => Promise<void>) {
  const pictures = await inTransaction(deps, async (tx) => {
    await first?.(tx);
    const now = deps.clock.now();
    const files = await pictureFilesOf(tx, userId);
    await queuePictureFileDeletes(tx, files, now);
    await queueSelfieFileDeletes(tx, await selfieFilesOf(tx, userId), now);
    // Reported or blocked? The reports, a message snapshot and the e-mail's HMAC stay for moderators.
    await keepEvidence(deps, tx, userId);
    await deleteUser(tx, userId);
    return files;
  });
  // The pictures' URLs answer 404 at once (the outbox does the same again, or what failed here).
  await deletePictureFilesNow(deps, pictures);
}
