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

/**
 * Server → client frames, each type named once with what it carries beside `type`. The server's
 * sends are typed by it (`ServerEvent`, server/src/features/realtime/connections.ts) and the web
 * reads every incoming frame through it (`parseServerFrame`, web/src/lib/realtime.ts). A user only
 * ever receives events about their own matches and profile.
 */
export const serverFrames = {
  /** A `send` frame's answer: the stored message (also for a retry with the same client id). */
  sent: z.object({ ref: refSchema, message: chatMessageSchema }),
  /** A `read` frame's answer: how many were marked (both participants also get `message.read`). */
  marked: z.object({ ref: refSchema, marked: z.number().int() }),
  /** A request frame the server refused, with the same error as the HTTP endpoint's body. */
  refused: z.object({ ref: refSchema, error: errorBodySchema.shape.error }),
  ready: z.object({}),
  pong: z.object({}),
  /** A new message; its match moved on too (last message, whose turn, reply timer): refetch the match. */
  'message.created': z.object({ message: chatMessageSchema }),
  /** The reader read every message of the other side up to `upToSeq`. */
  'message.read': z.object({ matchId: z.uuid(), readerId: z.uuid(), upToSeq: z.number().int() }),
  /** Anything else about the match changed (paid, unlocked, timers, ended, rematched, new): refetch it. */
  'match.updated': z.object({ matchId: z.uuid() }),
  'like.received': z.object({}),
  'tokens.changed': z.object({ balance: z.number().int() }),
  /**
   * A moderator changed the user's own profile or its state (approved or took back the badge, removed
   * a picture, corrected the gender, declined a gender correction request): refetch it.
   */
  'profile.changed': z.object({}),
  'notification.created': z.object({ notification: notificationSchema }),
};

export type ServerFrameType = keyof typeof serverFrames;
/** z.object({}) infers an index signature of never; a frame that carries nothing carries no fields instead. */
type Fields<P> = string extends keyof P ? unknown : P;
/** What a frame of this type carries beside `type`. */
export type ServerFramePayload<T extends ServerFrameType> = Fields<z.infer<(typeof serverFrames)[T]>>;
/** One server → client frame: its type and that type's payload, nothing else. */
export type ServerEvent = { [T in ServerFrameType]: { type: T } & ServerFramePayload<T> }[ServerFrameType];

const isServerFrameType = (type: unknown): type is ServerFrameType => typeof type === 'string' && Object.hasOwn(serverFrames, type);

/** A received frame (parsed JSON) checked against its type's schema in the table; null for anything else. */
export function parseServerFrame(value: unknown): ServerEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, ...payload } = value as { type?: unknown };
  if (!isServerFrameType(type)) return null;
  const parsed = serverFrames[type].safeParse(payload);
  // The table pairs each type with its schema, which TypeScript cannot follow through the lookup.
  return parsed.success ? ({ type, ...parsed.data } as ServerEvent) : null;
}

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

export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type NotificationView = z.infer<typeof notificationSchema>;
