import { afterCommit, inTransaction } from '../../platform/after-commit';
import { adminMessages, type CorrectSexInput } from '@mithaq/contract/admin';
import type { Sex } from '@mithaq/contract/profiles';
import { conflict } from '../../errors';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { notify } from '../notifications/public';
import { closeAsCorrected, lockSexOf } from '../profiles/public';
import { audit } from './audit-service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

/**
 * A moderator corrects a member's sex, which members set once in the wizard (a switch would
 * carry a harasser out of his victims' reach). The change and its audit entry, with the reason
 * and both values, commit together. Matches and likes stay as they are: the moderator who
 * corrects a mistake decides what else needs doing.
 */
export async function correctSex(deps: Deps, admin: AuthContext, profileId: string, input: CorrectSexInput) {
  return inTransaction(deps, (tx) => correctSexIn(deps, tx, admin, profileId, input.sex, input.reason));
}

/**
 * The correction in the caller's transaction. The member's open request from Edit Profile (the
 * new sex is the one it asked for: there are two) closes as corrected, the audit entry names it
 * and the member is told; `reason` is the moderator's, or the member's when answering a request.
 */
export async function correctSexIn(deps: Deps, tx: Tx, admin: AuthContext, profileId: string, sex: Sex, reason: string) {
  const row = await lockSexOf(tx, profileId);
  if (row.sex === sex) throw conflict(adminMessages.sexUnchanged);
  const now = deps.clock.now();
  await repo.setSex(tx, profileId, sex, now);
  // The member's open Edit Profile shows the new value without a reload.
  afterCommit(tx, { type: 'profile.changed', profileId });
  const request = await closeAsCorrected(tx, profileId, admin.userId, now);
  await audit(deps, tx, admin, 'profile.sex_corrected', { type: 'profile', id: profileId }, {
    name: row.name,
    from: row.sex,
    to: sex,
    reason,
    ...(request && { requestId: request.id }),
  });
  if (request) await notify(tx, { userId: profileId, type: 'moderation', senderId: null, message: { key: 'sexCorrection.corrected' }, now });
  return { sex };
}
