import crypto from 'node:crypto';
import type { ChatMessage } from '@mithaq/contract/chat';
import type { Database } from '../src/platform/db/connect';
import { call, signIn } from '../test/support/client';
import { createProfile } from '../test/support/factories';
import { seenByEachOther } from '../test/support/safety';
import { openSocket, type TestSocket } from '../test/support/realtime';

export const at = (baseUrl: string) => ({ fetch: (pathname: string, init?: RequestInit) => fetch(`${baseUrl}${pathname}`, init) });

/** A couple matched and unlocked, she signed in through node `a`, he through node `b`. */
export async function coupleOn<N extends { baseUrl: string }>(database: Database, a: N, b: N) {
  const woman = await createProfile(database.db, { name: 'Aisha', sex: 'female' });
  const man = await createProfile(database.db, { name: 'Bilal', sex: 'male' });
  const her = await signIn(at(a.baseUrl), woman.email, woman.password);
  const him = await signIn(at(b.baseUrl), man.email, man.password);
  await seenByEachOther(database.db, woman.id, man.id);
  await call(at(a.baseUrl), 'POST', '/api/likes', { profileId: man.id }, { token: her.token });
  const liked = await call<{ matchId: string }>(at(b.baseUrl), 'POST', '/api/likes', { profileId: woman.id }, { token: him.token });
  const matchId = liked.body.matchId;
  await call(at(a.baseUrl), 'POST', `/api/matches/${matchId}/pay`, { express: true }, { token: her.token, headers: { 'idempotency-key': crypto.randomUUID() } });
  return { matchId, woman: { ...woman, token: her.token }, man: { ...man, token: him.token }, a, b };
}

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
    /** Opens a socket to `baseUrl` and catches up; resolves with the socket's close (code and reason) to come. */
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
      return { closed: mine.closed };
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
