import type { AdminSexCorrections } from '@mithaq/contract/sexCorrection';
import type { AuthContext } from '../../auth-context';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { notify } from '../notifications/public';
import { closeAsDeclined, lockOpenSexCorrection, openSexCorrections } from '../profiles/public';
import { audit } from './audit-service';
import { correctSexIn } from './corrections';

/**
 * The members' gender correction requests (issue 29) in the moderators' queue: correct (the
 * existing correction, audited, in the same transaction as closing the request) or decline
 * (audited). Either way the member is notified; a decided request: 409; an unknown one: 404.
 * Both lock the member's profile before the request, as the direct correction does.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

export function listSexCorrections(deps: Pick<Platform, 'database'>): Promise<AdminSexCorrections> {
  return openSexCorrections(deps.database.db);
}

export async function correctRequested(deps: Deps, admin: AuthContext, requestId: string) {
  return inTransaction(deps, async (tx) => {
    const request = await lockOpenSexCorrection(tx, requestId);
    return correctSexIn(deps, tx, admin, request.profileId, request.requestedSex, request.reason);
  });
}

export async function declineRequested(deps: Deps, admin: AuthContext, requestId: string) {
  await inTransaction(deps, async (tx) => {
    const request = await lockOpenSexCorrection(tx, requestId);
    const now = deps.clock.now();
    await closeAsDeclined(tx, requestId, admin.userId, now);
    await audit(deps, tx, admin, 'profile.sex_correction_declined', { type: 'profile', id: request.profileId }, {
      requestId,
      requested: request.requestedSex,
      reason: request.reason,
    });
    await notify(tx, { userId: request.profileId, type: 'moderation', senderId: null, message: { key: 'sexCorrection.declined' }, now });
    // Her open Edit Profile then says when she may ask again, without a reload.
    afterCommit(tx, { type: 'profile.changed', profileId: request.profileId });
  });
  return { ok: true as const };
}
