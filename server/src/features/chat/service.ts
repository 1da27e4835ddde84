import { serverMessage } from '@mithaq/contract/messages';
import { chatMessages, type ChatMessage, type MessagePage, type UnreadCounts } from '@mithaq/contract/chat';
import { matchMessages } from '@mithaq/contract/matches';
import { conflict, forbidden, notFound } from '../../errors';
import { afterCommit, inTransaction } from '../../platform/after-commit';
import type { Queryable } from '../../platform/db/connect';
import type { Platform } from '../../platform/platform';
import type { AuthContext } from '../../auth-context';
import { lockMatchWithNameOf } from '../matches/service';
import { hasExpired, onMessageSent } from '../matches/timers';
import { otherSide, profileOn, sideOf } from '../matches/sides';
import { participantMatch } from '../matches/views';
import { notify } from '../notifications/service';
import * as repo from './repo';

type Deps = Pick<Platform, 'database' | 'clock' | 'bus' | 'presence'>;

export const toChatMessage = (row: repo.MessageRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  matchId: row.matchId,
  senderId: row.senderId,
  clientId: row.clientId,
  content: row.content,
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Sends a message: only a participant of an active, unlocked match whose members are both active
 * and not suspended. The client's id makes a retry return the stored message instead of a
 * second one. The match row is locked first, so
 * a match's messages commit in seq order (catch-up pages have no gaps) and the reply timer
 * moves in the same transaction. The other side hears of it after the commit, with a
 * notification too unless they are watching this chat.
 */
export async function sendMessage(deps: Deps, auth: AuthContext, matchId: string, input: { clientId: string; content: string }) {
  return inTransaction(deps, async (tx) => {
    // The sender's name comes with the lock: the other's notification names them.
    const { match, name: senderName, bothActive } = await lockMatchWithNameOf(tx, matchId, auth.userId);
    const side = sideOf(match, auth.userId);
    if (!side) throw notFound(matchMessages.notFound);
    const now = deps.clock.now();
    const ended = match.unmatchedAt !== null || hasExpired(match, now);
    const refusal = ended
      ? conflict(chatMessages.cannotSend)
      : !bothActive // a deactivated or suspended member neither writes nor is written to; the match stays
        ? conflict(chatMessages.memberUnavailable)
        : !match.chatUnlocked
          ? forbidden(chatMessages.chatLocked)
          : null;
    if (refusal) {
      // A retry of a message stored before the match ended still gets its message back.
      const earlier = await repo.findByClientId(tx, auth.userId, input.clientId);
      if (earlier) return sameMessageAgain(earlier, matchId);
      throw refusal;
    }
    const row = await repo.insertMessage(tx, { matchId, senderId: auth.userId, clientId: input.clientId, content: input.content, now });
    if (!row) return sameMessageAgain((await repo.findByClientId(tx, auth.userId, input.clientId))!, matchId);
    const otherId = profileOn(match, otherSide(side));
    await onMessageSent(tx, match, auth.userId, now);
    if (!(await deps.presence.isViewing(otherId, matchId))) await notifyMessage(tx, { senderId: auth.userId, senderName, recipientId: otherId, matchId, text: input.content, now });
    const message = toChatMessage(row);
    afterCommit(tx, { type: 'message.created', message, recipients: [auth.userId, otherId] });
    return message;
  });
}

function sameMessageAgain(row: repo.MessageRow, matchId: string) {
  if (row.matchId !== matchId) throw conflict(chatMessages.clientIdReused);
  return toChatMessage(row);
}

async function notifyMessage(
  q: Queryable,
  m: { senderId: string; senderName: string | null; recipientId: string; matchId: string; text: string; now: Date },
) {
  // The push shows who wrote and how the message starts (the stored notification only who). A
  // sender without a name (none has one yet) gets the plain "New message".
  const name = m.senderName;
  const push = { title: name ?? undefined, body: m.text };
  const message = name ? serverMessage('chat.newMessage', { name }) : { key: 'push.messageFallbackTitle' as const };
  await notify(q, { userId: m.recipientId, type: 'message', senderId: m.senderId, message, referenceId: m.matchId, now: m.now, push });
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
  return { messages: page.map(toChatMessage), hasMore };
}

/**
 * Marks the other side's messages read, up to `upToSeq` when given (what the reader has seen:
 * a message that arrives while the request travels stays unread); both participants hear how
 * far. Returns how many.
 */
export async function markRead(deps: Deps, auth: AuthContext, matchId: string, upToSeq?: number) {
  const { otherId } = await participantMatch(deps.database.db, auth.userId, matchId);
  return inTransaction(deps, async (tx) => {
    const rows = await repo.markRead(tx, matchId, auth.userId, deps.clock.now(), upToSeq);
    if (rows.length > 0) {
      const readUpTo = Math.max(...rows.map((row) => row.seq));
      afterCommit(tx, { type: 'message.read', matchId, readerId: auth.userId, upToSeq: readUpTo, recipients: [auth.userId, otherId] });
    }
    return { marked: rows.length };
  });
}

/** Unread messages per active match and in all (the Matches tab badge). */
export async function unreadCounts(deps: Deps, auth: AuthContext): Promise<UnreadCounts> {
  const rows = await repo.unreadInActiveMatches(deps.database.db, auth.userId);
  const byMatch = Object.fromEntries(rows.map((row) => [row.matchId, row.count]));
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byMatch };
}
