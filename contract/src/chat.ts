import { z } from 'zod';

/** Longest message the server stores (a database check holds the same bound). */
export const MESSAGE_MAX_LENGTH = 4000;

/** Every chat message of spec §5/§8, exactly ('Match not found' is matchMessages.notFound). */
export const chatMessages = {
  sendFailed: 'Failed to send message. Please try again.',
  loadMatchFailed: 'Could not load match details',
  matchProfileNotFound: 'Match profile not found',
  loadProfileFailed: 'Failed to load match profile',
  loadMessagesFailed: 'Failed to load messages. Please try again.',
  realtimeFailed: 'Failed to establish real-time connection.',
  unmatchFailed: 'Failed to unmatch. Please try again.',
  cannotSend: 'Cannot send message',
  /** Messaging needs both members active: the other deactivated or was suspended (the match stays). */
  memberUnavailable: 'Cannot send message: this member is not active right now',
  chatLockedTitle: 'Chat locked',
  chatLocked: 'Both users must pay to unlock chat before sending messages.',
  blank: 'Message cannot be empty',
  tooLong: `Message must not exceed ${MESSAGE_MAX_LENGTH} characters`,
  /** The notification a message leaves when its reader is not watching that chat. */
  newMessage: (name: string) => `New message from ${name}`,
  /** The same client id was already used for another chat. */
  clientIdReused: 'This message id was already used',
} as const;

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
});

export const sendMessageBodySchema = z.object({
  clientId: z.uuid(),
  content: z
    .string()
    .refine((text) => text.trim().length > 0, chatMessages.blank)
    .refine((text) => text.length <= MESSAGE_MAX_LENGTH, chatMessages.tooLong),
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
