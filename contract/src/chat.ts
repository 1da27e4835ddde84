import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './constants';
import { text } from './messages';

// Defined with the other limits so the message registry can quote it without importing this file.
export { MESSAGE_MAX_LENGTH } from './constants';

/** Every chat message of spec §5/§8, exactly ('Match not found' is matchMessages.notFound). */
export const chatMessages = {
  sendFailed: text('chat.sendFailed'),
  loadMatchFailed: text('chat.loadMatchFailed'),
  matchProfileNotFound: text('chat.matchProfileNotFound'),
  loadProfileFailed: text('chat.loadProfileFailed'),
  loadMessagesFailed: text('chat.loadMessagesFailed'),
  realtimeFailed: text('chat.realtimeFailed'),
  unmatchFailed: text('chat.unmatchFailed'),
  cannotSend: text('chat.cannotSend'),
  /** Messaging needs both members active: the other deactivated or was suspended (the match stays). */
  memberUnavailable: text('chat.memberUnavailable'),
  chatLockedTitle: text('chat.chatLockedTitle'),
  chatLocked: text('chat.chatLocked'),
  blank: text('chat.blank'),
  tooLong: text('chat.tooLong'),
  /** The notification a message leaves when its reader is not watching that chat. */
  /** The same client id was already used for another chat. */
  clientIdReused: text('chat.clientIdReused'),
  /**
   * The scam shield's question, once per chat, before the first message that shares a way to talk
   * outside Mithaq (a phone number, an e-mail address, a link, a messenger handle) is stored: the
   * sender sends it again with `confirmContact` to go ahead.
   */
  confirmContact: text('chat.confirmContact'),
  /** The recipient chose "only verified members can write to me" and the sender has no badge. */
  recipientVerifiedOnly: text('chat.recipientVerifiedOnly'),
} as const;

/**
 * What the scam shield warns a message's recipient of: 'contact' (a way to talk outside Mithaq)
 * or 'money' (asking for money; it wins when both). The sender's own copy never carries it.
 */
export const shieldWarnings = ['contact', 'money'] as const;
export type ShieldWarning = (typeof shieldWarnings)[number];

export const chatMessageSchema = z.object({
  id: z.uuid(),
  /** One total order over all messages: catch-up asks for seq greater than the last one held. */
  seq: z.number().int(),
  matchId: z.uuid(),
  senderId: z.uuid(),
  /** The sender's own id for this message: a retried send with the same one stores nothing new. */
  clientId: z.uuid(),
  content: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Only in the recipient's copy of a flagged message (see shieldWarnings). */
  warning: z.enum(shieldWarnings).nullable().optional(),
});

export const sendMessageBodySchema = z.object({
  clientId: z.uuid(),
  content: z
    .string()
    .refine((text) => text.trim().length > 0, chatMessages.blank)
    .refine((text) => text.length <= MESSAGE_MAX_LENGTH, chatMessages.tooLong),
  /** The sender saw chatMessages.confirmContact and sends it anyway. */
  confirmContact: z.boolean().optional(),
});

/** A page of history: `before` pages backwards (older), `after` catches up (newer). */
export const messagesQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Messages oldest first; `hasMore` says whether another page lies in the asked direction. */
export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});

export const sendMessageResponseSchema = z.object({ message: chatMessageSchema });
/** Read up to this seq (the newest message the reader has seen); without it, everything so far. */
export const markReadBodySchema = z.object({ upToSeq: z.number().int().positive().optional() }).nullish();
export const markReadResponseSchema = z.object({ marked: z.number().int().nonnegative() });

export const unreadCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  byMatch: z.record(z.string(), z.number().int().nonnegative()),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type MessagePage = z.infer<typeof messagePageSchema>;
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;
