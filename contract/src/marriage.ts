import { z } from 'zod';
import { text } from './messages';

/**
 * Issue 28, "We got married": either member of an unlocked, active match says it, the other
 * confirms or declines; once both have, the couple leave together (hidden from everyone, their
 * other matches ended at no charge) and their chat is deleted after MARRIAGE_CHAT_KEEP_DAYS
 * unless both chose to keep it.
 */
export const MARRIAGE_CHAT_KEEP_DAYS = 30;
export const MARRIAGE_CHAT_KEEP_MS = MARRIAGE_CHAT_KEEP_DAYS * 24 * 60 * 60 * 1000;
/** After a question declined or withdrawn, the match's members wait this long to say it again (no pressing by notification). */
export const MARRIAGE_ASK_AGAIN_DAYS = 7;
export const MARRIAGE_ASK_AGAIN_MS = MARRIAGE_ASK_AGAIN_DAYS * 24 * 60 * 60 * 1000;

export const marriageMessages = {
  notAvailable: text('marriage.notAvailable'),
  alreadyAsked: text('marriage.alreadyAsked'),
  alreadyMarried: text('marriage.alreadyMarried'),
  nothingToConfirm: text('marriage.nothingToConfirm'),
  notMarried: text('marriage.notMarried'),
  askAgainLater: text('marriage.askAgainLater'),
  /** Notifications (type `match`, the match's id as reference). */
  /** To the people whose match with one of the couple ended. */
} as const;

/**
 * GET /api/matches/:id/marriage, as either member sees it: null before anyone said it.
 * `chatDeletesAt`: when the messages go (null once both keep them, or before the confirmation).
 */
export const marriageSchema = z.object({
  askedByMe: z.boolean(),
  marriedAt: z.string().nullable(),
  keepMine: z.boolean(),
  keepTheirs: z.boolean(),
  chatDeletesAt: z.string().nullable(),
  chatDeleted: z.boolean(),
});
export type Marriage = z.infer<typeof marriageSchema>;

/** `mayAsk`: the match is active and unlocked, nobody said it yet, and no question ended in the last 7 days. */
export const marriageResponseSchema = z.object({ marriage: marriageSchema.nullable(), mayAsk: z.boolean() });
export type MarriageResponse = z.infer<typeof marriageResponseSchema>;

/** PUT /api/matches/:id/marriage/keep-chat: this member's choice (both must keep for the chat to stay). */
export const keepChatSchema = z.object({ keep: z.boolean() });
