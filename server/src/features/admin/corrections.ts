import { inTransaction } from '../../platform/after-commit';
import { adminMessages, type CorrectSexInput } from '@mithaq/contract/admin';
import { profileMessages } from '@mithaq/contract/profiles';
import { conflict, notFound } from '../../errors';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

/**
 * A moderator corrects a member's sex, which members set once in the wizard (a switch would
 * carry a harasser out of his victims' reach). The change and its audit entry, with the reason
 * and both values, commit together. Matches and likes stay as they are: the moderator who
 * corrects a mistake decides what else needs doing.
 */
export async function correctSex(deps: Deps, admin: AuthContext, profileId: string, input: CorrectSexInput) {
  return inTransaction(deps, async (tx) => {
    const row = await repo.lockSexOf(tx, profileId);
    if (!row) throw notFound(profileMessages.notFound);
    if (row.sex === input.sex) throw conflict(adminMessages.sexUnchanged);
    const now = deps.clock.now();
    await repo.setSex(tx, profileId, input.sex, now);
    await repo.insertAudit(tx, {
      actorId: admin.userId,
      action: 'profile.sex_corrected',
      targetType: 'profile',
      targetId: profileId,
      details: { name: row.name, from: row.sex, to: input.sex, reason: input.reason },
      createdAt: now,
    });
    return { sex: input.sex };
  });
}
