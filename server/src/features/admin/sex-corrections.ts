import { serverMessages } from '@mithaq/contract/errors';
import { sexCorrectionMessages, type AdminSexCorrections } from '@mithaq/contract/sexCorrection';
import type { AuthContext } from '../../auth-context';
import { conflict, notFound } from '../../errors';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Tx } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import { notify } from '../notifications/service';
import * as requests from '../profiles/sex-correction-repo';
import { audit } from './audit-service';
import { correctSexIn } from './corrections';

/**
 * The members' gender correction requests (issue 29) in the moderators' queue: correct (the
 * existing correction, audited, in the same transaction as closing the request) or decline
 * (audited). Either way the member is notified; a decided request: 409; an unknown one: 404.
 */

type Deps = Pick<Platform, 'database' | 'bus' | 'clock'>;

const QUEUE_PAGE = 100;

/** The moderators' queue: open requests, oldest first. */
export async function listSexCorrections(deps: Pick<Platform, 'database'>): Promise<AdminSexCorrections> {
  const rows = await requests.openRequests(deps.database.db, QUEUE_PAGE);
  return { requests: rows.map((row) => ({ ...row, askedAt: row.askedAt.toISOString() })) };
}

/**
 * The request, still open, locked for the decision. The member's profile row is locked first,
 * as the moderator's direct correction (server/src/features/admin/corrections.ts) and the
 * member's asking do: one lock order, so two of them never wait on each other.
 */
async function lockOpen(tx: Tx, requestId: string) {
  const seen = await requests.findRequest(tx, requestId);
  if (!seen) throw notFound(serverMessages.notFound);
  await requests.lockProfileSex(tx, seen.profileId);
  const request = await requests.lockRequest(tx, requestId);
  if (!request) throw notFound(serverMessages.notFound);
  if (request.status !== 'open') throw conflict(sexCorrectionMessages.notOpen);
  return request;
}

export async function correctRequested(deps: Deps, admin: AuthContext, requestId: string) {
  return inTransaction(deps, async (tx) => {
    const request = await lockOpen(tx, requestId);
    return correctSexIn(deps, tx, admin, request.profileId, request.requestedSex, request.reason);
  });
}

export async function declineRequested(deps: Deps, admin: AuthContext, requestId: string) {
  await inTransaction(deps, async (tx) => {
    const request = await lockOpen(tx, requestId);
    const now = deps.clock.now();
    await requests.closeRequest(tx, requestId, { status: 'declined', adminId: admin.userId, now });
    await audit(deps, tx, admin, 'profile.sex_correction_declined', { type: 'profile', id: request.profileId }, {
      requestId,
      requested: request.requestedSex,
      reason: request.reason,
    });
    await notify(tx, { userId: request.profileId, type: 'moderation', senderId: null, content: sexCorrectionMessages.declined, now });
    // Her open Edit Profile then says when she may ask again, without a reload.
    afterCommit(tx, { type: 'profile.changed', profileId: request.profileId });
  });
  return { ok: true as const };
}
