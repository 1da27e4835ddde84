import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../../components/AppToaster';
import { allMessages } from '../messageCache';
import type { LiveMessages, MessagesData } from '../messageCache';
import { cachedChat, chatMessage, messagesKey, messagesRoute, pageAnswer } from '../test/chatFixtures';
import { settle, startRealtimeServer, until } from '../../../test/realtimeServer';
import type { RealtimeServerOptions, RealtimeTestServer } from '../../../test/realtimeServer';
import { matchId, matchState } from '../../matches/test/matchFixtures';
import { useActiveMatches } from '../../matches/useMatchLists';
import { findToast } from '../../../test/authPage';
import { jsonResponse, stubServer } from '../../../test/fakeServer';
import type { RouteHandler } from '../../../test/fakeServer';
import { ready } from '../../../test/sessionFixtures';
import { setAccessToken } from '../../../lib/authTokens';
import { chatKeys, matchKeys, ownProfileKey, sexCorrectionKey, verificationKey } from '../../../lib/queryKeys';
import { verificationMessages } from '@mithaq/contract/verification';
import { textWith, type ServerMessageKey } from '@mithaq/contract/messages';
import { RealtimeProvider, useViewingChat } from './realtimeProvider';
import { SessionProvider } from '../../../lib/session';

let server: RealtimeTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** What the tab bar does: keeps the active matches query on screen. */
function ActiveMatches() {
  useActiveMatches();
  return null;
}

function ViewingChat({ matchId: id }: { matchId: string }) {
  useViewingChat(id);
  return null;
}

/** A notification frame as the server sends it: a registry key and its values, no stored words. */
const notification = (referenceId: string, key: ServerMessageKey, params: Record<string, string> = {}) => ({
  type: 'notification.created',
  notification: { id: 'f0000000-0000-4000-8000-000000000001', type: 'message', senderId: null, key, params, content: null, referenceId, createdAt: '2025-05-02T10:00:00.000Z' },
});

/** The provider, signed in, against a real socket server and a fake HTTP server. */
async function renderProvider(options: { routes?: Record<string, RouteHandler>; server?: RealtimeServerOptions; viewing?: string; children?: ReactNode } = {}) {
  server = await startRealtimeServer(options.server);
  const http = stubServer(options.routes);
  setAccessToken('tok-1');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider loader={() => Promise.resolve(ready)}>
        <RealtimeProvider url={server.url} createSocket={server.createSocket}>
          {options.viewing ? <ViewingChat matchId={options.viewing} /> : null}
          {options.children}
        </RealtimeProvider>
        <AppToaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  // Let the session loader answer (the provider connects once a user is signed in).
  await act(() => Promise.resolve());
  return { ...view, server, http, queryClient };
}

/** What the chat screen shows: the paged history and the live messages together. */
const cachedMessages = (queryClient: QueryClient, match = 0) =>
  allMessages(queryClient.getQueryData<MessagesData>(messagesKey(match)), queryClient.getQueryData<LiveMessages>(chatKeys.live(matchId(match))));
const isInvalidated = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated ?? false;
const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

describe('RealtimeProvider', () => {
  it('adds a new message to its cached chat once, however often it is told; re-checks the active matches 100 ms later, the rest at 200 ms', async () => {
    useFakeTimers();
    const { server, queryClient } = await renderProvider({ routes: { [messagesRoute(0, 'after=1&limit=100')]: pageAnswer([]) } });
    queryClient.setQueryData(messagesKey(0), cachedChat([chatMessage(1)]));
    queryClient.setQueryData(matchKeys.active, [matchState(0)]);
    queryClient.setQueryData(chatKeys.unread, { total: 0, byMatch: {} });
    const connection = await server.connection(1);

    const arrived = chatMessage(2, { from: 'them', read: false });
    connection.send({ type: 'message.created', message: arrived });
    connection.send({ type: 'message.created', message: arrived });
    await until(() => cachedMessages(queryClient).length === 2, 'message added');
    await settle();
    expect(cachedMessages(queryClient).map((message) => message.id)).toEqual([chatMessage(1).id, arrived.id]);

    // A message for a chat not opened yet is kept for when it opens; no history is fetched for it.
    connection.send({ type: 'message.created', message: chatMessage(3, { match: 1 }) });
    await settle();
    expect(queryClient.getQueryData(messagesKey(1))).toBeUndefined();
    expect(cachedMessages(queryClient, 1).map((message) => message.seq)).toEqual([3]);

    vi.advanceTimersByTime(99);
    expect(isInvalidated(queryClient, matchKeys.active)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isInvalidated(queryClient, matchKeys.active)).toBe(true);
    expect(isInvalidated(queryClient, chatKeys.unread)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(isInvalidated(queryClient, chatKeys.unread)).toBe(true);
  });

  it('re-checks the active matches once per burst of match changes, not again with the 200 ms batch', async () => {
    useFakeTimers();
    const { server, http } = await renderProvider({
      routes: { 'GET /api/matches': () => jsonResponse(200, { matches: [matchState(0)] }) },
      children: <ActiveMatches />,
    });
    const connection = await server.connection(1);
    const fetches = () => http.requests('GET /api/matches').length;
    await until(() => fetches() === 1, 'first load');

    connection.send({ type: 'match.updated', matchId: matchId(0) });
    connection.send({ type: 'match.updated', matchId: matchId(0) });
    await settle();
    vi.advanceTimersByTime(100);
    await until(() => fetches() === 2, 'active matches re-checked at 100 ms');
    vi.advanceTimersByTime(100);
    await settle();
    expect(fetches()).toBe(2);
  });

  it('marks my messages read when the other side has read them', async () => {
    const { server, queryClient } = await renderProvider({ routes: { [messagesRoute(0, 'after=3&limit=100')]: pageAnswer([]) } });
    queryClient.setQueryData(messagesKey(0), cachedChat([chatMessage(1, { read: false }), chatMessage(2, { from: 'them' }), chatMessage(3, { read: false })]));
    const connection = await server.connection(1);
    connection.send({ type: 'message.read', matchId: matchId(0), readerId: matchState(0).other.id, upToSeq: 2 });
    await until(() => cachedMessages(queryClient)[0]?.read === true, 'read receipt');
    expect(cachedMessages(queryClient).map((message) => message.read)).toEqual([true, true, false]);
  });

  it('after a reconnect, fetches what each cached chat missed and refreshes the match lists and my own profile', async () => {
    useFakeTimers();
    const missed = chatMessage(7, { from: 'them', read: false });
    let sinceFive: RouteHandler = pageAnswer([]);
    const { server, queryClient, http } = await renderProvider({
      routes: { [messagesRoute(0, 'after=5&limit=100')]: (request) => sinceFive(request) },
    });
    queryClient.setQueryData(messagesKey(0), cachedChat([chatMessage(3), chatMessage(5)]));
    queryClient.setQueryData(matchKeys.active, [matchState(0)]);
    const mine = [ownProfileKey(ready.user!.id), verificationKey(ready.user!.id), sexCorrectionKey(ready.user!.id)];
    for (const key of mine) queryClient.setQueryData(key, {});
    const first = await server.connection(1);
    // The first connection checks too: the chat may have loaded before the socket was ready.
    await until(() => http.requests(messagesRoute(0, 'after=5&limit=100')).length === 1, 'first catch-up');

    sinceFive = pageAnswer([missed]);
    first.terminate();
    await settle();
    vi.advanceTimersByTime(1000);
    await server.connection(2);
    await until(() => cachedMessages(queryClient).length === 3, 'caught up');
    expect(cachedMessages(queryClient).map((message) => message.seq)).toEqual([3, 5, 7]);
    expect(mine.some((key) => isInvalidated(queryClient, key))).toBe(false);
    vi.advanceTimersByTime(200);
    expect(isInvalidated(queryClient, matchKeys.active)).toBe(true);
    // A moderator may have answered a gender correction or taken back the badge meanwhile.
    for (const key of mine) expect(isInvalidated(queryClient, key)).toBe(true);
  });

  it('catches up from the newest paged message, not from one that arrived alone (it may have overtaken others)', async () => {
    useFakeTimers();
    let sinceFive: RouteHandler = pageAnswer([]);
    const { server, queryClient, http } = await renderProvider({
      routes: {
        [messagesRoute(0, 'after=5&limit=100')]: (request) => sinceFive(request),
        [messagesRoute(0, 'after=9&limit=100')]: pageAnswer([]),
      },
    });
    queryClient.setQueryData(messagesKey(0), cachedChat([chatMessage(3), chatMessage(5)]));
    const first = await server.connection(1);
    await until(() => http.requests(messagesRoute(0, 'after=5&limit=100')).length === 1, 'first catch-up');
    // Message 9 arrives live; 7 was committed before it but its event was lost with the socket.
    first.send({ type: 'message.created', message: chatMessage(9, { from: 'them' }) });
    await until(() => cachedMessages(queryClient).length === 3, 'live message');
    sinceFive = pageAnswer([chatMessage(7, { from: 'them' }), chatMessage(9, { from: 'them' })]);
    first.terminate();
    await settle();
    vi.advanceTimersByTime(1000);
    const second = await server.connection(2);
    await until(() => cachedMessages(queryClient).length === 4, 'caught up from 5');
    expect(cachedMessages(queryClient).map((message) => message.seq)).toEqual([3, 5, 7, 9]);
    second.terminate();
    await settle();
    vi.advanceTimersByTime(1000);
    await server.connection(3);
    // Now 9 came in a page: the history is complete up to it.
    await until(() => http.requests(messagesRoute(0, 'after=9&limit=100')).length === 1, 'caught up from 9');
  });

  it('toasts notifications, except those about the chat on screen, and says which chat that is', async () => {
    const viewed = matchId(0);
    const { server } = await renderProvider({ viewing: viewed, routes: {} });
    const connection = await server.connection(1);
    await until(() => connection.framesOf('viewing').length === 1, 'viewing frame');
    expect(connection.framesOf('viewing')[0]).toEqual({ type: 'viewing', matchId: viewed });

    connection.send(notification(viewed, 'chat.newMessage', { name: 'Yusuf' }));
    connection.send(notification(matchId(1), 'chat.newMessage', { name: 'Omar' }));
    expect(await findToast(textWith('chat.newMessage', { name: 'Omar' }))).toBeInTheDocument();
    expect(screen.queryByText(textWith('chat.newMessage', { name: 'Yusuf' }))).not.toBeInTheDocument();
  });

  it('a hidden badge (pictures changed on another device) refreshes the verification card and the own profile, and toasts why', async () => {
    useFakeTimers();
    const { server, queryClient } = await renderProvider({ routes: {} });
    const cached = [verificationKey(ready.user!.id), ownProfileKey(ready.user!.id)];
    for (const key of cached) queryClient.setQueryData(key, {});
    const connection = await server.connection(1);
    const hidden = notification('f0000000-0000-4000-8000-000000000002', 'verification.badgeHiddenPictures');
    connection.send({ ...hidden, notification: { ...hidden.notification, type: 'verification' } });
    await settle();
    vi.advanceTimersByTime(200);
    await until(() => cached.every((key) => isInvalidated(queryClient, key)), 'verification and own profile refetched');
    vi.useRealTimers();
    expect(await findToast(verificationMessages.badgeHiddenPictures)).toBeInTheDocument();
  });

  it("a moderator's change to my profile (badge, a picture removed, a gender correction answered) refreshes the own profile, the verification card and the correction request, and nothing else", async () => {
    useFakeTimers();
    const { server, queryClient } = await renderProvider({ routes: {} });
    const mine = [ownProfileKey(ready.user!.id), verificationKey(ready.user!.id), sexCorrectionKey(ready.user!.id)];
    for (const key of [...mine, matchKeys.active]) queryClient.setQueryData(key, {});
    const connection = await server.connection(1);
    connection.send({ type: 'profile.changed' });
    await settle();
    expect(isInvalidated(queryClient, mine[0]!)).toBe(false);
    vi.advanceTimersByTime(200);
    await until(() => mine.every((key) => isInvalidated(queryClient, key)), 'own profile, verification and correction refetched');
    expect(isInvalidated(queryClient, matchKeys.active)).toBe(false);
    vi.useRealTimers();
  });

  it('says that it cannot connect once the first back-off cycle has failed', async () => {
    useFakeTimers();
    const { server } = await renderProvider({ server: { onAuth: (connection) => connection.close(1011) } });
    const toaster = () => document.querySelector('[data-sonner-toaster]');
    for (const [attempt, delay] of [[1, 1000], [2, 2000], [3, 5000], [4, 10_000]] as const) {
      await server.connection(attempt);
      await settle();
      expect(toaster()).toBeNull();
      vi.advanceTimersByTime(delay);
    }
    await server.connection(5);
    await settle();
    // Sonner shows a toast on its next timer tick.
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(await findToast('Failed to establish real-time connection.')).toBeInTheDocument();
  });

  it('closes the socket when the signed-in part of the app goes away (sign-out)', async () => {
    const { server, unmount } = await renderProvider();
    const connection = await server.connection(1);
    await until(() => connection.frames.length > 0, 'auth frame');
    unmount();
    await until(() => connection.closedByClient, 'socket closed');
  });

  it('asks whether the session still exists when the server ends it (4403)', async () => {
    const { server, http } = await renderProvider({
      server: { onAuth: (connection) => connection.close(4403) },
      routes: { 'POST /api/auth/refresh': () => jsonResponse(200, { session: null }) },
    });
    // The answer (no session) signs the user out.
    await act(async () => {
      await server.connection(1);
      await until(() => http.requests('POST /api/auth/refresh').length === 1, 'session check');
      await settle();
    });
    expect(server.connections).toHaveLength(1);
  });
});
