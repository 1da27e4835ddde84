import type { ChatMessage, MessagePage } from '@mithaq/contract/chat';
import { chatEndpoints as endpoints } from '@mithaq/contract/endpoints/chat';
import { callApi } from '../../lib/callApi';
import type { RequestAnswer, RequestFrame } from '../../lib/realtimeRequests';
import { isTransientFailure } from '../../lib/retry';
import type { SocketRequest } from './realtime/realtimeProvider';

/** Messages per history page (the server's default). */
export const MESSAGE_PAGE_SIZE = 50;
/** Catch-up after a reconnect asks for as much as the server gives per page. */
export const CATCH_UP_PAGE_SIZE = 100;

export interface MessagesCursor {
  /** Older than this sequence number (scrolling up). */
  before?: number;
  /** Newer than this sequence number (catching up). */
  after?: number;
  limit?: number;
}

/** One page of a chat's history, oldest first; no cursor gives the newest page. */
export async function fetchMessages(matchId: string, { before, after, limit = MESSAGE_PAGE_SIZE }: MessagesCursor = {}): Promise<MessagePage> {
  return callApi(endpoints.history, { params: { id: matchId }, query: { before, after, limit } });
}

/** Every message newer than `afterSeq`, page by page, oldest first. */
export async function fetchMessagesAfter(matchId: string, afterSeq: number): Promise<ChatMessage[]> {
  const found: ChatMessage[] = [];
  let after = afterSeq;
  for (;;) {
    const page = await fetchMessages(matchId, { after, limit: CATCH_UP_PAGE_SIZE });
    found.push(...page.messages);
    const last = page.messages.at(-1);
    if (!page.hasMore || !last) return found;
    after = last.seq;
  }
}

/**
 * Sends a message; the same `clientId` on a retry never stores it twice. `confirmContact`: the
 * member saw the scam shield's question (chat.confirmContact) and sends it anyway.
 */
export async function postMessage(matchId: string, clientId: string, content: string, confirmContact = false): Promise<ChatMessage> {
  const body = { clientId, content, ...(confirmContact && { confirmContact }) };
  return (await callApi(endpoints.send, { params: { id: matchId }, body })).message;
}

/** Marks read the other side's messages up to `upToSeq`, the newest one on screen; answers how many changed. */
export async function markMatchRead(matchId: string, upToSeq: number): Promise<number> {
  return (await callApi(endpoints.markRead, { params: { id: matchId }, body: { upToSeq } })).marked;
}

/**
 * Asks over the socket when one is up; a refusal is the answer, but a socket that is not ready,
 * drops or stays silent leaves the request to HTTP (the same client id or read mark is harmless
 * twice). Null: go over HTTP.
 */
async function overSocket<T extends RequestAnswer['type']>(socket: SocketRequest, frame: RequestFrame, type: T) {
  const answer = socket(frame);
  if (!answer) return null;
  try {
    const event = await answer;
    return event.type === type ? (event as Extract<RequestAnswer, { type: T }>) : null;
  } catch (error) {
    if (isTransientFailure(error)) return null;
    throw error;
  }
}

/** Sends a message over the socket, or over HTTP without one; the same `clientId` never stores it twice. */
export async function sendChatMessage(socket: SocketRequest, matchId: string, clientId: string, content: string, confirmContact = false): Promise<ChatMessage> {
  const sent = await overSocket(socket, { type: 'send', matchId, clientId, content, ...(confirmContact && { confirmContact }) }, 'sent');
  return sent ? sent.message : postMessage(matchId, clientId, content, confirmContact);
}

/** markMatchRead over the socket, or over HTTP without one. */
export async function markChatRead(socket: SocketRequest, matchId: string, upToSeq: number): Promise<number> {
  const marked = await overSocket(socket, { type: 'read', matchId, upToSeq }, 'marked');
  return marked ? marked.marked : markMatchRead(matchId, upToSeq);
}
