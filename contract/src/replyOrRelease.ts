import { z } from 'zod';
import { text } from './messages';

/**
 * Issue 28, reply or release (DESIGN §4): a member who keeps several matches waiting for their
 * reply cannot like anyone new until they answer or release (unmatch) one.
 */

/** How many unlocked chats may wait for the member's reply past `replyOverdueAfterMs` before likes stop. */
export const WAITING_CHATS_LIMIT = 3;
/** A chat "waits for their reply" once the other's last message is older than this (a day; the server's REPLY_OVERDUE_AFTER_HOURS, 0 in e2e). */
export const REPLY_OVERDUE_AFTER_MS = 24 * 60 * 60 * 1000;

export const replyOrReleaseMessages = {
  /** The like's 409: answer or release one of the waiting chats first. */
  answerFirst: text('replyOrRelease.answerFirst'),
} as const;

/** One chat waiting for the member's reply for more than a day: `since` is the other's last message. */
export const waitingChatSchema = z.object({
  matchId: z.uuid(),
  name: z.string(),
  since: z.string(),
});
export type WaitingChat = z.infer<typeof waitingChatSchema>;

/** GET /api/likes/waiting: the chats waiting past a day (oldest first) and whether likes stop for them. */
export const waitingChatsSchema = z.object({
  limit: z.number().int().positive(),
  likesBlocked: z.boolean(),
  chats: z.array(waitingChatSchema),
});
export type WaitingChats = z.infer<typeof waitingChatsSchema>;
