import { z } from 'zod';
import { chatMessageSchema } from './chat';

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

/** The largest frame a client may send (an `auth` frame with its token is well under 2 KB). */
export const REALTIME_MAX_FRAME_BYTES = 4 * 1024;

/** Frames a client may send: a burst of this many at once, then this many per second. */
export const REALTIME_FRAME_RATE = { perSecond: 20, burst: 40 } as const;

/**
 * A notification's text as it was written (in its member's language then), with its registry
 * key and values, so the app shows it in the language it reads now. Rows written before the app
 * had languages carry the English text alone.
 */
export const notificationTextFields = {
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
};

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(['message', 'like', 'match', 'chat_unlocked', 'payment_required', 'timer_reminder', 'test']),
  senderId: z.uuid().nullable(),
  content: z.string(),
  ...notificationTextFields,
  referenceId: z.uuid().nullable(),
  createdAt: z.string(),
});

/** Server → client. A user only ever receives events about their own matches and profile. */
export const serverEventSchema = z.discriminatedUnion('type', [
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
  z.object({ type: z.literal('notification.created'), notification: notificationSchema }),
]);

/** Client → server. The first frame must be `auth`. */
export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1) }),
  z.object({ type: z.literal('ping') }),
  /** Which chat the user has open (null: none); no notifications for messages they are watching. */
  z.object({ type: z.literal('viewing'), matchId: z.uuid().nullable() }),
]);

export type ServerEvent = z.infer<typeof serverEventSchema>;
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type NotificationView = z.infer<typeof notificationSchema>;
