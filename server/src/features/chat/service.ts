import { type ChatMessage, type MessagePage, type UnreadCounts } from '@mithaq/contract/chat';
import { timers } from '@mithaq/contract/constants';
import type { NameKey } from '@mithaq/contract/messages';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { participantMatch } from '../matches/public';
import { pushPreview } from '../notifications/public';
import { markReadProcedure, sendMessageProcedure } from './procedures';
import * as repo from './repo';
import { detectFlags, warningOf } from './shield/detect';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'presence'>;

/** A stored message as `viewerId` sees it: the scam shield's warning only in the recipient's copy. */
export const toChatMessage = (row: repo.MessageRow, viewerId: string): ChatMessage => {
  const warning = row.senderId === viewerId ? null : warningOf(row.flags);
  return {
    id: row.id,
    seq: row.seq,
    matchId: row.matchId,
    senderId: row.senderId,
    clientId: row.clientId,
    content: row.content,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
    ...(warning && { warning }),
  };
};

/**
 * Sends a message: one call of mithaq_send_message (server/src/features/chat/sql/mithaq_send_message.sql, where each rule is written):
 * only a participant of an active, unlocked match whose members are both active and not
 * suspended, and a verified sender when the other takes messages from verified members only; the
 * client's id makes a retry return the stored message; the reply timer moves in the same
 * transaction; the other is notified unless they are watching this chat (asked of presence first,
 * since the call is its own transaction), a burst once in the bell (a push each).
 * The scam shield reads the text here (shield/detect.ts) and the function stores its flags: the
 * first message of the sender's in this chat that shares a way to talk outside Mithaq is refused
 * (confirm_contact) until they send it again with `confirmContact`; asking for money is never
 * refused nor told to the sender. Both hear of it after the commit, the other with the warning.
 */
export async function sendMessage(
  deps: Deps,
  auth: AuthContext,
  matchId: string,
  input: { clientId: string; content: string; confirmContact?: boolean },
  /** The socket it came on, answered with the message itself (its copy of the event is skipped). */
  answeredSocket?: string,
) {
  const flags = detectFlags(input.content);
  const viewers = await deps.presence.viewersOf(matchId);
  const sent = await sendMessageProcedure.call(
    deps,
    {
      match: matchId, sender: auth.userId, clientId: input.clientId, content: input.content, now: deps.clock.now(), viewers,
      replyWithinMs: timers.responseTimerMs, noteKey: 'chat.newMessage' satisfies NameKey, pushBody: pushPreview(input.content), flags,
      confirmContact: input.confirmContact === true,
    },
    answeredSocket,
  );
  return sent.message;
}

/** A page of a match's history, oldest first, for its participants (ended matches stay readable). */
export async function history(
  deps: Deps,
  auth: AuthContext,
  matchId: string,
  query: { before?: number; after?: number; limit: number },
): Promise<MessagePage> {
  const { db } = deps.database;
  await participantMatch(db, auth.userId, matchId);
  const rows = await repo.pageOfMessages(db, matchId, query, query.limit);
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse(); // fetched newest first
  return { messages: page.map((row) => toChatMessage(row, auth.userId)), hasMore };
}

/**
 * Marks the other side's messages read, up to `upToSeq` when given (what the reader has seen:
 * a message that arrives while the request travels stays unread): one call of mithaq_mark_read.
 * Both participants hear how far. Returns how many.
 */
export async function markRead(deps: Deps, auth: AuthContext, matchId: string, upToSeq?: number) {
  const read = await markReadProcedure.call(deps, { match: matchId, reader: auth.userId, now: deps.clock.now(), upTo: upToSeq ?? null });
  return { marked: read.marked };
}

/** Unread messages per active match and in all (the Matches tab badge). */
export async function unreadCounts(deps: Deps, auth: AuthContext): Promise<UnreadCounts> {
  const rows = await repo.unreadInActiveMatches(deps.database.db, auth.userId);
  const byMatch = Object.fromEntries(rows.map((row) => [row.matchId, row.count]));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byMatch };
}
