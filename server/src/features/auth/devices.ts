import { accountControlMessages, type DeviceSession } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { notFound } from '../../errors';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import { sessionsReceivingPushes } from '../push/public';
import * as repo from './repo';

/** The member's signed-in devices (browser or app, last used, whether it gets notifications), the asking one marked. */
export async function listDevices(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext): Promise<DeviceSession[]> {
  const rows = await repo.liveSessionsOf(deps.database.db, auth.userId, deps.clock.now());
  const receiving = await sessionsReceivingPushes(deps.database.db, auth.userId);
  return rows.map((row) => ({
    id: row.id,
    client: row.client,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === auth.sessionId,
    receivesNotifications: receiving.has(row.id),
  }));
}

/**
 * Signs one of the member's devices out: its access token stops working at once, its sockets
 * close and its pushes end. Another member's session, or one already over, is "not found".
 */
export async function signOutDevice(deps: Pick<Platform, 'database' | 'clock' | 'bus'>, auth: AuthContext, sessionId: string) {
  await inTransaction(deps, async (tx) => {
    const revoked = await repo.revokeOwnSession(tx, auth.userId, sessionId, deps.clock.now());
    if (!revoked) throw notFound(accountControlMessages.sessionNotFound);
    afterCommit(tx, { type: 'session.ended', userId: auth.userId, sessionId });
  });
}
