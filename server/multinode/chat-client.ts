import type { ChatMessage } from '@mithaq/contract/chat';
import { call } from '../test/support/client';
import { openSocket, type TestSocket } from '../test/support/realtime';

export const at = (baseUrl: string) => ({ fetch: (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init) });

/**
 * A chat client that works the way the web app must: live events show at once (deduplicated
 * by id); after any reconnect it catches up over REST from `syncedTo`, the newest seq a REST
 * page returned. Only REST moves that cursor: within a match messages commit in seq order (the
 * send holds the match row lock), so a REST page is gap-free, while live events from two
 * servers may arrive out of order.
 */
export function createChatModel(matchId: string, token: string) {
  const known = new Map<string, ChatMessage>();
  let syncedTo = 0;
  let duplicatesDropped = 0;
  let socket: TestSocket | null = null;

  const keep = (message: ChatMessage) => {
    if (message.matchId !== matchId) return;
    if (known.has(message.id)) duplicatesDropped += 1;
    else known.set(message.id, message);
  };

  async function catchUp(baseUrl: string) {
    for (;;) {
      const page = await call<{ messages: ChatMessage[]; hasMore: boolean }>(
        at(baseUrl), 'GET', `/api/matches/${matchId}/messages?after=${syncedTo}&limit=100`, undefined, { token },
      );
      if (page.status !== 200) throw new Error(`catch-up failed: ${page.status}`);
      for (const message of page.body.messages) keep(message);
      syncedTo = page.body.messages.at(-1)?.seq ?? syncedTo;
      if (!page.body.hasMore) return;
    }
  }

  return {
    async connect(baseUrl: string) {
      socket = await openSocket(baseUrl, token);
      socket.send({ type: 'viewing', matchId }); // the chat is on screen, as in the app
      const mine = socket;
      const poll = setInterval(() => {
        for (const event of mine.events.splice(0)) if (event.type === 'message.created') keep(event.message);
      }, 5);
      void mine.closed.then(() => {
        clearInterval(poll);
        for (const event of mine.events.splice(0)) if (event.type === 'message.created') keep(event.message);
      });
      await catchUp(baseUrl);
    },
    async drop() {
      const closing = socket;
      socket = null;
      closing?.close();
      await closing?.closed;
    },
    catchUp,
    /** What the screen shows: every message once, in seq order. */
    messages: () => [...known.values()].sort((a, b) => a.seq - b.seq),
    duplicatesDropped: () => duplicatesDropped,
  };
}
