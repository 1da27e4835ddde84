import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { errorBodySchema } from './errors';

/** The one WebSocket of a signed-in client. */
export const REALTIME_PATH = '/api/realtime';

/** Close codes the server uses, so the client knows whether reconnecting can help. */
export const realtimeCloseCodes = {
  /** No valid `auth` frame in time, or the token was bad: refresh the token, then reconnect. */
  unauthorized: 4401,
  /** The session was revoked or the account deactivated/deleted: do not reconnect. */
  sessionEnded: 4403,
  /** The server is shutting down: reconnect (another node will answer). */
  goingAway: 1001,
  /** A frame that is not a known one, or frames faster than the limit below: a client bug. */
  policyViolation: 1008,
  /** A frame over REALTIME_MAX_FRAME_BYTES (the WebSocket library closes with this itself). */
  frameTooBig: 1009,
  /** The client read its events too slowly and they piled up: reconnect and refetch. */
  tooSlow: 1013,
  /** This member (or address) has too many sockets open already: retry only slowly. */
  tooManySockets: 4429,
} as const;

/** How long the server waits for the first (`auth`) frame. */
export const REALTIME_AUTH_TIMEOUT_MS = 5000;

/**
 * The largest frame a client may send: a `send` frame with the longest message (4,000 characters,
 * up to 3 bytes each in UTF-8, and JSON escapes) fits; an `auth` frame is well under 2 KB.
 */
export const REALTIME_MAX_FRAME_BYTES = 32 * 1024;

/** Frames a client may send: a burst of this many at once, then this many per second. */
export const REALTIME_FRAME_RATE = { perSecond: 20, burst: 40 } as const;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(['message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test', 'verification', 'moderation']),
  senderId: z.uuid().nullable(),
  /**
   * What it says: a registry key and its values (issue 31), said in the reader's language by the
   * app; null only on a row kept from before keys, whose words are `content`.
   */
  key: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Words with no key (an older wording kept as written); null when there is a key. */
  content: z.string().nullable(),
  referenceId: z.uuid().nullable(),
  createdAt: z.string(),
});

/** The client's name for one request frame, echoed in its answer. */
const refSchema = z.string().min(1).max(64);

/** Server → client. A user only ever receives events about their own matches and profile. */
export const serverEventSchema = z.discriminatedUnion('type', [
  /** A `send` frame's answer: the stored message (also for a retry with the same client id). */
  z.object({ type: z.literal('sent'), ref: refSchema, message: chatMessageSchema }),
  /** A `read` frame's answer: how many were marked (both participants also get `message.read`). */
  z.object({ type: z.literal('marked'), ref: refSchema, marked: z.number().int() }),
  /** A request frame the server refused, with the same error as the HTTP endpoint's body. */
  z.object({ type: z.literal('refused'), ref: refSchema, error: errorBodySchema.shape.error }),
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('pong') }),
  /** A new message; its match moved on too (last message, whose turn, reply timer): refetch the match. */
  z.object({ type: z.literal('message.created'), message: chatMessageSchema }),
  /** The reader read every message of the other side up to `upToSeq`. */
  z.object({ type: z.literal('message.read'), matchId: z.uuid(), readerId: z.uuid(), upToSeq: z.number().int() }),
  /** Anything else about the match changed (paid, unlocked, timers, ended, rematched, new): refetch it. */
  z.object({ type: z.literal('match.updated'), matchId: z.uuid() }),
  z.object({ type: z.literal('like.received') }),
  z.object({ type: z.literal('tokens.changed'), balance: z.number().int() }),
  /**
   * A moderator changed the user's own profile or its state (approved or took back the badge, removed
   * a picture, corrected the gender, declined a gender correction request): refetch it.
   */
  z.object({ type: z.literal('profile.changed') }),
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
]);

/** Client → server. The first frame must be `auth`. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  z.object({ type: z.literal('ping') }),
  /** Which chat the user has open (null: none); no notifications for messages they are watching. */
  z.object({ type: z.literal('viewing'), matchId: z.uuid().nullable() }),
  /**
   * Sends a message as POST /api/matches/:id/messages does (the same rules and refusals), with no
   * HTTP request per message; answered `sent` or `refused`. The content's rules (not blank, not too
   * long) are checked after the frame is read, so breaking them is a refusal, not a bad frame.
   */
  z.object({ type: z.literal('send'), ref: refSchema, matchId: z.uuid(), clientId: z.uuid(), content: z.string(), confirmContact: z.boolean().optional() }),
  /** Marks the other side's messages read as POST /api/matches/:id/read does; answered `marked` or `refused`. */
  z.object({ type: z.literal('read'), ref: refSchema, matchId: z.uuid(), upToSeq: z.number().int().positive().optional() }),
]);

export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type NotificationView = z.infer<typeof notificationSchema>;
