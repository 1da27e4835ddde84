import { WAITING_CHATS_LIMIT, type WaitingChats } from '@mithaq/contract/replyOrRelease';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { waitingOn } from './repo';

/**
 * What Discover shows above the deck: the chats waiting for the member's reply for over a day
 * (REPLY_OVERDUE_AFTER_HOURS in server/src/config.ts), and whether they stop new likes (the like
 * itself is refused in mithaq_like_replying).
 */
export async function waitingChats(deps: Pick<Platform, 'database' | 'clock' | 'config'>, auth: AuthContext): Promise<WaitingChats> {
  const rows = await waitingOn(deps.database.db, auth.userId, new Date(deps.clock.now().getTime() - deps.config.replyOverdueAfterMs));
  return {
    limit: WAITING_CHATS_LIMIT,
    likesBlocked: rows.length >= WAITING_CHATS_LIMIT,
    chats: rows.map((row) => ({ matchId: row.matchId, name: row.name, since: new Date(row.since).toISOString() })),
  };
}
