import { chatMessages, sendMessageBodySchema } from '@mithaq/contract/chat';
import { authMessages } from '@mithaq/contract/auth';
import type { ClientFrame } from '@mithaq/contract/realtime';
import { DomainError, invalid } from '../../errors';
import type { Platform } from '../../platform/platform';
import * as chat from '../chat/public';
import { sendEvent, type Connection } from './connections';

type RequestFrame = Extract<ClientFrame, { type: 'send' | 'read' }>;

const MINUTE = 60_000;

/**
 * A member's changes over the socket count against the same per-minute budget as their HTTP
 * writes (requireAuth), so moving to the socket buys no extra.
 */
async function withinWriteBudget(platform: Platform, userId: string) {
  return (await platform.rateLimiter.hit(`writes:${userId}`, platform.config.rateLimits.writesPerMinute, MINUTE)).allowed;
}

/** The content rules of the HTTP body (not blank, not too long), with the same message. */
function checkedContent(frame: Extract<RequestFrame, { type: 'send' }>) {
  const parsed = sendMessageBodySchema.safeParse({ clientId: frame.clientId, content: frame.content, confirmContact: frame.confirmContact });
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? chatMessages.blank);
  return parsed.data;
}

/**
 * A `send` or `read` frame: the chat service does what the HTTP endpoint does, as the socket's
 * member (no HTTP parsing, no session lookup per message: the socket re-checks its session).
 * The answer names the frame's `ref`; a refusal carries the HTTP body's error.
 */
export async function answerRequest(platform: Platform, connection: Connection, frame: RequestFrame) {
  try {
    if (!(await withinWriteBudget(platform, connection.auth.userId))) throw new DomainError('RATE_LIMITED', authMessages.tooManyAttempts);
    if (frame.type === 'send') {
      const message = await chat.sendMessage(platform, connection.auth, frame.matchId, checkedContent(frame), connection.id);
      sendEvent(connection, { type: 'sent', ref: frame.ref, message });
    } else {
      const { marked } = await chat.markRead(platform, connection.auth, frame.matchId, frame.upToSeq);
      sendEvent(connection, { type: 'marked', ref: frame.ref, marked });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    sendEvent(connection, { type: 'refused', ref: frame.ref, error: error.toError() });
  }
}
