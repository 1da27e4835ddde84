/**
 * Issue 28: a member's reply rate on their card, once they have had enough unlocked chats to say
 * something fair. The arithmetic is here, pure, so the server (which reads the turns from the
 * messages, server/src/features/reply-rate/repo.ts) and its tests agree on it.
 */

/** Unlocked chats a member must have had before their reply rate shows. */
export const REPLY_RATE_MIN_CHATS = 5;
/** "Usually" and "most": at least this share of the member's turns. */
export const REPLY_RATE_USUALLY = 0.7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A turn without a reply counts once the response timer (48 h, DESIGN §4) would have run out. */
const UNANSWERED_AFTER_MS = 2 * DAY_MS;

/** What the card says: "Usually replies within a day", "Replies to most messages" (or nothing: null). */
export const replyRates = ['withinDay', 'most'] as const;
export type ReplyRate = (typeof replyRates)[number];

/**
 * A turn: the other wrote (the first of their messages since the member last wrote); repliedAt:
 * the member's next message; chatEndedAt: when the chat ended, if it has.
 */
export interface ReplyTurn {
  startedAt: Date;
  repliedAt: Date | null;
  chatEndedAt: Date | null;
}

/** Whether an unanswered turn had its full 48 h: a chat ended sooner (by either, or by a block) took the chance away. */
const ranOut = (turn: ReplyTurn, now: Date) => {
  const end = turn.chatEndedAt && turn.chatEndedAt < now ? turn.chatEndedAt : now;
  return end.getTime() - turn.startedAt.getTime() >= UNANSWERED_AFTER_MS;
};

/**
 * The reply rate from the member's turns in all their unlocked chats: null before
 * REPLY_RATE_MIN_CHATS chats or when no turn has been decided yet; 'withinDay' when at least 70 %
 * of the decided turns got a reply within 24 h; else 'most' when at least 70 % got a reply at all;
 * else null (the card stays silent rather than shaming). An unanswered turn counts only once its
 * 48 h ran out with the chat still open.
 */
export function replyRateOf(unlockedChats: number, turns: readonly ReplyTurn[], now: Date): ReplyRate | null {
  if (unlockedChats < REPLY_RATE_MIN_CHATS) return null;
  const decided = turns.filter((turn) => turn.repliedAt !== null || ranOut(turn, now));
  if (decided.length === 0) return null;
  const replied = decided.filter((turn) => turn.repliedAt !== null);
  const withinDay = replied.filter((turn) => turn.repliedAt!.getTime() - turn.startedAt.getTime() <= DAY_MS);
  if (withinDay.length >= REPLY_RATE_USUALLY * decided.length) return 'withinDay';
  if (replied.length >= REPLY_RATE_USUALLY * decided.length) return 'most';
  return null;
}
