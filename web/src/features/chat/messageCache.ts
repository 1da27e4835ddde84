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

/** The highest sequence number held (0 when none): catch-up asks for what comes after it. */
export function newestSeq(data: MessagesData | undefined): number {
  return allMessages(data).reduce((max, message) => Math.max(max, message.seq), 0);
}

/** Adds the messages not held yet (spec §4: only if no message with the same id exists). */
export function withMessages(data: MessagesData, messages: readonly ChatMessage[]): MessagesData {
  const held = new Set(data.pages.flatMap((page) => page.messages.map((message) => message.id)));
  const fresh = messages.filter((message) => !held.has(message.id));
  const [newest, ...older] = data.pages;
  if (!fresh.length || !newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, ...fresh].sort(bySeq) }, ...older] };
}

/** Marks read the messages of `senderId` up to `upToSeq` (what the other side has now read). */
export function withReadUpTo(data: MessagesData, isSender: (senderId: string) => boolean, upToSeq: number): MessagesData {
  const mark = (message: ChatMessage) => (!message.read && isSender(message.senderId) && message.seq <= upToSeq ? { ...message, read: true } : message);
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(mark) })) };
}
