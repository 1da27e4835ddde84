import type { MatchState } from '@mithaq/contract/matches';
import type { Queryable } from '../../platform/db/connect';
import * as repo from './repo';

export type MessageSummary = Pick<MatchState, 'lastMessage' | 'unreadCount'>;

/**
 * For the match list: each match's newest message and the viewer's unread count. Part of the
 * match list, not of chat: chat builds on matches, so matches must not call back into chat.
 */
export async function messageSummaries(q: Queryable, viewerId: string, matchIds: string[]) {
  const [last, unread] = await Promise.all([repo.lastMessages(q, matchIds), repo.unreadByMatch(q, viewerId, matchIds)]);
  const unreadOf = new Map(unread.map((row) => [row.matchId, row.count]));
  const lastOf = new Map(last.map((row) => [row.matchId, row]));
  const summaries = new Map<string, MessageSummary>();
  for (const id of matchIds) {
    const message = lastOf.get(id);
    summaries.set(id, {
      lastMessage: message
        ? { content: message.content, mine: message.senderId === viewerId, createdAt: message.createdAt.toISOString() }
        : null,
      unreadCount: unreadOf.get(id) ?? 0,
    });
  }
  return summaries;
}
