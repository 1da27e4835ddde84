import { REPLY_OVERDUE_AFTER_MS, WAITING_CHATS_LIMIT, type WaitingChats } from '@mithaq/contract/replyOrRelease';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { waitingOn } from './repo';

/** When a chat whose last message came before this instant counts as waiting too long (DESIGN §4: a day). */
export const overdueBefore = (now: Date) => new Date(now.getTime() - REPLY_OVERDUE_AFTER_MS);

/**
 * What Discover shows above the deck: the chats waiting for the member's reply for over a day,
 * and whether they stop new likes (the like itself is refused in mithaq_like_replying).
 */
export async function waitingChats(deps: Pick<Platform, 'database' | 'clock'>, auth: AuthContext): Promise<WaitingChats> {
  const rows = await waitingOn(deps.database.db, auth.userId, overdueBefore(deps.clock.now()));
  return {
    limit: WAITING_CHATS_LIMIT,
    likesBlocked: rows.length >= WAITING_CHATS_LIMIT,
    chats: rows.map((row) => ({ matchId: row.matchId, name: row.name, since: new Date(row.since).toISOString() })),
  };
}
