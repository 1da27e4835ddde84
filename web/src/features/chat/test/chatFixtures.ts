import type { ChatMessage, MessagePage } from '@mithaq/contract/chat';
import { chatKeys } from '../../../lib/queryKeys';
import { jsonResponse, type RouteHandler } from '../../../test/fakeServer';
import { member } from '../../../test/sessionFixtures';
import { deckProfile } from '../../discover/test/fixtures';
import { matchId } from '../../matches/test/matchFixtures';
import type { MessagesData } from '../messageCache';

/** The other person of match `n` ('Yusuf' for 0): profile `n` of the discover fixtures. */
export const otherOf = (n: number) => deckProfile(n).id;

const uuid = (prefix: string, n: number) => `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface MessageOptions {
  match?: number;
  /** Sent by the signed-in member (default) or by the other person. */
  from?: 'me' | 'them';
  content?: string;
  read?: boolean;
  createdAt?: string;
}

/** Message number `seq` of a match (its id and client id follow from the sequence number). */
export function chatMessage(seq: number, { match = 0, from = 'me', content = `Message ${seq}`, read = true, createdAt = '2025-05-02T10:00:00.000Z' }: MessageOptions = {}): ChatMessage {
  return {
    id: uuid('d0000000', seq),
    seq,
    matchId: matchId(match),
    senderId: from === 'me' ? member.id : otherOf(match),
    clientId: uuid('e0000000', seq),
    content,
    read,
    createdAt,
  };
}

export const page = (messages: ChatMessage[], hasMore = false): MessagePage => ({ messages, hasMore });

/** The fake server's answer for a page of messages. */
export const pageAnswer = (messages: ChatMessage[], hasMore = false): RouteHandler => () => jsonResponse(200, page(messages, hasMore));

/** The cache entry of a chat holding `messages` (one page, nothing older). */
export const cachedChat = (messages: ChatMessage[]): MessagesData => ({ pages: [page(messages)], pageParams: [undefined] });

export const messagesKey = (match = 0) => chatKeys.messages(matchId(match));

/** The fake-server key of a messages request. */
export function messagesRoute(match: number, query: string): string {
  return `GET /api/matches/${matchId(match)}/messages?${query}`;
}
