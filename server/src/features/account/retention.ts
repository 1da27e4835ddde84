import { inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { revokeAllSessions } from '../auth/public';
import { keepEvidence } from '../evidence/public';
import { pictureFilesOf, queuePictureFileDeletes } from '../pictures/public';
import { queueSelfieFileDeletes, selfieFilesOf } from '../verification/public';
import * as repo from './retention-repo';

/** Privacy policy: closed profiles (deactivated or suspended) are anonymised after 2 years. */
export const RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const BATCH = 50;
/** Not an argon2 hash: no password ever verifies against it. */
const UNUSABLE_PASSWORD_HASH = '!anonymised';
type Deps = Pick<Platform, 'database' | 'bus' | 'clock' | 'storage' | 'logger' | 'keys'>;

/**
 * The retention job (hourly, on any number of servers): anonymises up to 50 due accounts, each
 * in one transaction, as account deletion does, except that the user and profile rows stay as a
 * "Former member" so the other person's chats and ledger survive. Returns how many; logs counts only.
 */
export async function anonymiseExpiredAccounts(deps: Deps) {
  let anonymised = 0;
  while (anonymised < BATCH) {
    const done = await inTransaction(deps, async (tx) => {
      const now = deps.clock.now();
      const due = await repo.claimDueProfile(tx, new Date(now.getTime() - RETENTION_MS));
      if (!due) return false;
      // Their files go through the outbox once this commits, with retries.
      await queuePictureFileDeletes(tx, await pictureFilesOf(tx, due.id), now);
      await queueSelfieFileDeletes(tx, await selfieFilesOf(tx, due.id), now);
      // Reported or blocked? The reports, a message snapshot and the e-mail's HMAC stay for moderators.
      await keepEvidence(deps, tx, due.id);
      await repo.allowLedgerAnonymising(tx);
      await revokeAllSessions(tx, due.id, now);
      await repo.deletePersonalRows(tx, due.id);
      await repo.settleMatches(tx, due.id, now);
      await repo.neutraliseOwnLedger(tx, due.id);
      await repo.forgetAsSender(tx, due.id, due.name);
      await repo.blankAccount(tx, due.id, UNUSABLE_PASSWORD_HASH, now);
      return true;
    });
    if (!done) break;
    anonymised += 1;
  }
  if (anonymised > 0) deps.logger.info({ anonymised }, 'closed accounts past their retention anonymised');
  return anonymised;
}
