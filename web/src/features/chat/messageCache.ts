import type { ChatMessage, MessagePage } from '@mithaq/contract/chat';
import type { InfiniteData } from '@tanstack/react-query';

/** The `before` cursor of a history page (undefined: the newest page). */
export type PageCursor = number | undefined;

/**
 * A chat's cached history: pages[0] is the newest page (realtime and catch-up messages are
 * added to it), later pages are older ones fetched while scrolling up.
 */
export type MessagesData = InfiniteData<MessagePage, PageCursor>;

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/** Every cached message of a chat once, oldest first. */
export function allMessages(data: MessagesData | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<string, ChatMessage>();
  for (const page of data.pages) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort(bySeq);
}

/**
 * Messages that came one by one (a live event, the answer to our own send) rather than in a
 * history page. Pages of one match have no gaps (the server commits a match's messages in seq
 * order), but single messages can overtake one another on their way from two servers, so only
 * paged messages say how far the history is complete.
 */
const arrivedAlone = new WeakSet<ChatMessage>();

/** The newest seq up to which the history is known complete (0 when none): catch-up asks for what comes after it. */
export function syncedSeq(data: MessagesData | undefined): number {
  return allMessages(data).reduce((max, message) => (arrivedAlone.has(message) ? max : Math.max(max, message.seq)), 0);
}

/**
 * Adds the messages not held yet (spec §4: only if no message with the same id exists).
 * `from: 'page'` (catch-up) also replaces single arrivals with their paged copy.
 */
export function withMessages(data: MessagesData, messages: readonly ChatMessage[], from: 'page' | 'single'): MessagesData {
  const held = new Map(data.pages.flatMap((page) => page.messages.map((message) => [message.id, message] as const)));
  const fresh = messages.filter((message) => {
    const mine = held.get(message.id);
    return !mine || (from === 'page' && arrivedAlone.has(mine));
  });
  const [newest, ...older] = data.pages;
  if (!fresh.length || !newest) return data;
  if (from === 'single') for (const message of fresh) arrivedAlone.add(message);
  const replaced = new Set(fresh.map((message) => message.id));
  const strip = (page: MessagePage) => ({ ...page, messages: page.messages.filter((message) => !replaced.has(message.id)) });
  return { ...data, pages: [{ ...newest, messages: [...strip(newest).messages, ...fresh].sort(bySeq) }, ...older.map(strip)] };
}

/** Marks read the messages of `senderId` up to `upToSeq` (what the other side has now read). */
export function withReadUpTo(data: MessagesData, isSender: (senderId: string) => boolean, upToSeq: number): MessagesData {
  const mark = (message: ChatMessage) => {
    if (message.read || !isSender(message.senderId) || message.seq > upToSeq) return message;
    const read = { ...message, read: true };
    if (arrivedAlone.has(message)) arrivedAlone.add(read); // still not proof of a complete history
    return read;
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(mark) })) };
}
