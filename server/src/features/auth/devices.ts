import { accountControlMessages, type DeviceSession } from '@mithaq/contract/account';
import type { AuthContext } from '../../auth-context';
import { notFound } from '../../errors';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Platform } from '../../platform/platform';
import * as repo from './repo';

/** The member's signed-in devices (browser or app, last used), the asking one marked. */
export async function listDevices(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext): Promise<DeviceSession[]> {
  const rows = await repo.liveSessionsOf(deps.database.db, auth.userId, deps.clock.now());
  return rows.map((row) => ({
    id: row.id,
    client: row.client,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.id === auth.sessionId,
  }));
}

/**
 * Signs one of the member's devices out: its access token stops working at once and its
 * sockets close. Another member's session, or one already over, is "not found".
 */
export async function signOutDevice(deps: Pick<Platform, 'database' | 'clock' | 'bus'>, auth: AuthContext, sessionId: string) {
  await inTransaction(deps, async (tx) => {
    const revoked = await repo.revokeOwnSession(tx, auth.userId, sessionId, deps.clock.now());
    if (!revoked) throw notFound(accountControlMessages.sessionNotFound);
    afterCommit(tx, { type: 'session.ended', userId: auth.userId, sessionId });
  });
}
