import type { ChatMessage, MessagePage } from '@mithaq/contract/chat';
import type { InfiniteData } from '@tanstack/react-query';

/** The `before` cursor of a history page (undefined: the newest page). */
export type PageCursor = number | undefined;

/**
 * A chat's paged history: pages[0] is the newest page (catch-up pages are added to it), later
 * pages are older ones fetched while scrolling up. Pages of one match have no gaps (the server
 * commits a match's messages in seq order), so they say how far the history is complete.
 */
export type MessagesData = InfiniteData<MessagePage, PageCursor>;

/**
 * Messages that came one by one — a live event, the answer to our own send — or in a catch-up
 * page, kept apart from the paged history under a key of their own. A page fetch that was under
 * way when they came writes the history back as it was when it started; kept here, they survive
 * it (and one that comes before the first page is kept too). Single messages can overtake one
 * another on their way from two servers, so they never count towards syncedSeq.
 */
export type LiveMessages = readonly ChatMessage[];

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/** Every message of a chat once, oldest first: the history and the live ones; a read mark on either copy counts. */
export function allMessages(data: MessagesData | undefined, live: LiveMessages = []): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  const add = (message: ChatMessage) => {
    const held = byId.get(message.id);
    byId.set(message.id, held && held.read && !message.read ? held : message);
  };
  for (const page of data?.pages ?? []) page.messages.forEach(add);
  live.forEach(add);
  return [...byId.values()].sort(bySeq);
}

/** The newest seq up to which the paged history is complete (0 when none): catch-up asks for what comes after it. */
export function syncedSeq(data: MessagesData | undefined): number {
  return (data?.pages ?? []).reduce((max, page) => page.messages.reduce((m, message) => Math.max(m, message.seq), max), 0);
}

/** Adds the messages not held yet (spec §4: only if no message with the same id exists) to the newest page. */
export function withPagedMessages(data: MessagesData, messages: readonly ChatMessage[]): MessagesData {
  const held = new Set(data.pages.flatMap((page) => page.messages.map((message) => message.id)));
  const fresh = messages.filter((message) => !held.has(message.id));
  const [newest, ...older] = data.pages;
  if (!fresh.length || !newest) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, ...fresh].sort(bySeq) }, ...older] };
}

/** Adds the messages not held yet to the live ones. */
export function withLiveMessages(live: LiveMessages | undefined, messages: readonly ChatMessage[]): LiveMessages {
  const held = new Set((live ?? []).map((message) => message.id));
  const fresh = messages.filter((message) => !held.has(message.id));
  return fresh.length ? [...(live ?? []), ...fresh].sort(bySeq) : (live ?? []);
}

/** The message marked read if `isSender` sent it at or before `upToSeq` (what the other side has now read). */
function readUpTo(isSender: (senderId: string) => boolean, upToSeq: number) {
  return (message: ChatMessage) => (message.read || !isSender(message.senderId) || message.seq > upToSeq ? message : { ...message, read: true });
}

export function withReadUpTo(data: MessagesData, isSender: (senderId: string) => boolean, upToSeq: number): MessagesData {
  const mark = readUpTo(isSender, upToSeq);
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(mark) })) };
}

export function liveReadUpTo(live: LiveMessages, isSender: (senderId: string) => boolean, upToSeq: number): LiveMessages {
  return live.map(readUpTo(isSender, upToSeq));
}
