import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle, startRealtimeServer, until } from '../test/realtimeServer';
import type { RealtimeServerOptions, RealtimeTestServer } from '../test/realtimeServer';
import { RealtimeClient } from './realtime';
import type { RealtimeClientOptions, RealtimeEvent } from './realtime';

const MATCH_ID = 'c0000000-0000-4000-8000-000000000001';

let server: RealtimeTestServer | undefined;
let client: RealtimeClient | undefined;

afterEach(async () => {
  client?.stop();
  await server?.close();
  client = undefined;
  server = undefined;
});

/** A client against a fresh real server; `fakeTimers` moves heartbeat and back-off by hand. */
async function connect(serverOptions: RealtimeServerOptions = {}, clientOptions: Partial<RealtimeClientOptions> = {}) {
  server = await startRealtimeServer(serverOptions);
  const events: RealtimeEvent[] = [];
  const onReady = vi.fn();
  const onUnreachable = vi.fn();
  const onSessionEnded = vi.fn();
  client = new RealtimeClient({
    url: server.url,
    createSocket: server.createSocket,
    getToken: () => 'token-1',
    renewToken: () => Promise.resolve('renewed'),
    onEvent: (event) => events.push(event),
    onReady,
    onUnreachable,
    onSessionEnded,
    ...clientOptions,
  });
  client.start();
  return { server, client, events, onReady, onUnreachable, onSessionEnded };
}

const useFakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

describe('RealtimeClient', () => {
  it('sends the auth frame first and passes on the typed events the server sends', async () => {
    const { server, client, events, onReady } = await connect();
    const connection = await server.connection(1);
    await until(() => client.phase === 'ready', 'ready');
    expect(connection.frames[0]).toEqual({ type: 'auth', token: 'token-1' });
    expect(onReady).toHaveBeenCalledWith({ reconnected: false });

    connection.send({ type: 'match.updated', matchId: MATCH_ID });
    connection.sendRaw('not json');
    connection.send({ type: 'no.such.event' });
    connection.send({ type: 'tokens.changed', balance: 7 });
    await until(() => events.length === 2, 'events');
    expect(events).toEqual([
      { type: 'match.updated', matchId: MATCH_ID },
      { type: 'tokens.changed', balance: 7 },
    ]);
  });

  it('announces the chat being viewed, again after a reconnect, and none when it closes', async () => {
    useFakeTimers();
    const { server, client } = await connect();
    client.setViewing(MATCH_ID);
    const first = await server.connection(1);
    await until(() => first.framesOf('viewing').length === 1, 'viewing frame');
    expect(first.framesOf('viewing')).toEqual([{ type: 'viewing', matchId: MATCH_ID }]);

    first.terminate();
    await until(() => client.phase === 'waiting', 'drop noticed');
    vi.advanceTimersByTime(1000);
    const second = await server.connection(2);
    await until(() => second.framesOf('viewing').length === 1, 'viewing re-sent');
    expect(second.frames.map((frame) => frame.type)).toEqual(['auth', 'viewing']);

    client.setViewing(null);
    await until(() => second.framesOf('viewing').length === 2, 'viewing none');
    expect(second.framesOf('viewing')[1]).toEqual({ type: 'viewing', matchId: null });
  });

  it('pings every 30 s and treats a socket that stops answering as dropped', async () => {
    useFakeTimers();
    const { server, client, onReady } = await connect({ pong: false });
    const first = await server.connection(1);
    await until(() => client.phase === 'ready', 'ready');

    vi.advanceTimersByTime(29_999);
    await settle();
    expect(first.framesOf('ping')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    await until(() => first.framesOf('ping').length === 1, 'first ping');

    // No pong, no frame at all within 10 s: the socket is given up and a new one opened 1 s later.
    vi.advanceTimersByTime(10_000);
    expect(client.phase).toBe('waiting');
    vi.advanceTimersByTime(1000);
    await server.connection(2);
    await until(() => onReady.mock.calls.length === 2, 'second ready');
    expect(onReady).toHaveBeenLastCalledWith({ reconnected: true });
  });

  it('keeps a socket that answers its pings', async () => {
    useFakeTimers();
    const { server, client } = await connect();
    const first = await server.connection(1);
    await until(() => client.phase === 'ready', 'ready');
    for (let ping = 1; ping <= 3; ping += 1) {
      vi.advanceTimersByTime(30_000);
      await until(() => first.framesOf('ping').length === ping, `ping ${ping}`);
      await settle();
    }
    expect(client.phase).toBe('ready');
    expect(server.connections).toHaveLength(1);
  });

  it('reconnects after 1, 2, 5 and 10 s, then every 10 s, and reports once that it cannot connect', async () => {
    useFakeTimers();
    // The server refuses every connection before it is ready.
    const { server, client, onUnreachable } = await connect({ onAuth: (connection) => connection.close(1011) });
    for (const [attempt, delay] of [[1, 1000], [2, 2000], [3, 5000], [4, 10_000], [5, 10_000], [6, 10_000]] as const) {
      await server.connection(attempt);
      await until(() => client.phase === 'waiting', `failure ${attempt}`);
      // Told after the whole cycle (first try and a retry after each step) failed, and only once.
      expect(onUnreachable).toHaveBeenCalledTimes(attempt >= 5 ? 1 : 0);
      vi.advanceTimersByTime(delay - 1);
      await settle();
      expect(server.connections).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      await server.connection(attempt + 1);
    }
  });

  it('starts the back-off over after a connection that worked drops', async () => {
    useFakeTimers();
    let refuse = true;
    const { server, client } = await connect({
      onAuth: (connection) => (refuse ? connection.close(1011) : connection.send({ type: 'ready' })),
    });
    for (const [attempt, delay] of [[1, 1000], [2, 2000]] as const) {
      await server.connection(attempt);
      await until(() => client.phase === 'waiting', `failure ${attempt}`);
      if (attempt === 2) refuse = false;
      vi.advanceTimersByTime(delay);
    }
    const third = await server.connection(3);
    await until(() => client.phase === 'ready', 'ready');
    third.terminate();
    await until(() => client.phase === 'waiting', 'drop noticed');
    vi.advanceTimersByTime(1000);
    await server.connection(4);
  });

  it('reconnects (a second later, through the balancer) when a draining server sends it away with 1001', async () => {
    useFakeTimers();
    const { server, client, onReady, onUnreachable } = await connect();
    const first = await server.connection(1);
    await until(() => client.phase === 'ready', 'ready');
    first.close(1001);
    await until(() => client.phase === 'waiting', 'going away noticed');
    vi.advanceTimersByTime(999);
    await settle();
    expect(server.connections).toHaveLength(1);
    vi.advanceTimersByTime(1);
    await server.connection(2);
    await until(() => client.phase === 'ready', 'ready again');
    expect(onReady).toHaveBeenLastCalledWith({ reconnected: true });
    expect(onUnreachable).not.toHaveBeenCalled();
  });

  it('retries only every 10 s, without reporting an outage, while the member has too many sockets (4429)', async () => {
    useFakeTimers();
    const { server, client, onUnreachable } = await connect({ onAuth: (connection) => connection.close(4429) });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await server.connection(attempt);
      await until(() => client.phase === 'waiting', `refusal ${attempt}`);
      vi.advanceTimersByTime(9999);
      await settle();
      expect(server.connections).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
    }
    await server.connection(7);
    expect(onUnreachable).not.toHaveBeenCalled();
  });

  it('stops for good when the server ends the session (4403)', async () => {
    useFakeTimers();
    const { server, client, onSessionEnded } = await connect({ onAuth: (connection) => connection.close(4403) });
    await server.connection(1);
    await until(() => client.phase === 'stopped', 'stopped');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(server.connections).toHaveLength(1);
  });

  it('renews a refused token (4401) and reconnects with the new one', async () => {
    useFakeTimers();
    let token = 'expired';
    const renewToken = vi.fn(() => {
      token = 'fresh';
      return Promise.resolve('renewed' as const);
    });
    const { server, client } = await connect(
      { onAuth: (connection, sent) => (sent === 'fresh' ? connection.send({ type: 'ready' }) : connection.close(4401)) },
      { getToken: () => token, renewToken },
    );
    await server.connection(1);
    await until(() => client.phase === 'waiting', 'refused');
    expect(renewToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    const second = await server.connection(2);
    await until(() => client.phase === 'ready', 'ready');
    expect(second.frames[0]).toEqual({ type: 'auth', token: 'fresh' });
  });

  it('gives up when the session cannot be renewed', async () => {
    useFakeTimers();
    const { server, client } = await connect({ onAuth: (connection) => connection.close(4401) }, { renewToken: () => Promise.resolve('signedOut') });
    await server.connection(1);
    await until(() => client.phase === 'stopped', 'stopped');
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(server.connections).toHaveLength(1);
  });

  it('stop() closes the socket and nothing reconnects', async () => {
    useFakeTimers();
    const { server, client } = await connect();
    const first = await server.connection(1);
    await until(() => client.phase === 'ready', 'ready');
    client.stop();
    await until(() => first.closedByClient, 'socket closed');
    vi.advanceTimersByTime(60_000);
    await settle();
    expect(server.connections).toHaveLength(1);
    expect(client.send({ type: 'ping' })).toBe(false);
  });

  describe('request frames', () => {
    const message = {
      id: 'd0000000-0000-4000-8000-000000000001', seq: 7, matchId: MATCH_ID, senderId: 'e0000000-0000-4000-8000-000000000001',
      clientId: 'f0000000-0000-4000-8000-000000000001', content: 'Salam', read: false, createdAt: '2026-11-25T10:00:00.000Z',
    };

    it('are answered by ref: the stored message, or the refusal as the HTTP error would be', async () => {
      const { server, client, events } = await connect();
      const connection = await server.connection(1);
      await until(() => client.phase === 'ready', 'ready');
      const sent = client.request({ type: 'send', matchId: MATCH_ID, clientId: message.clientId, content: 'Salam' })!;
      const refused = client.request({ type: 'read', matchId: MATCH_ID, upToSeq: 3 })!;
      await until(() => connection.framesOf('send').length === 1 && connection.framesOf('read').length === 1, 'request frames');
      const [send] = connection.framesOf('send');
      const [read] = connection.framesOf('read');
      expect(send).toMatchObject({ matchId: MATCH_ID, clientId: message.clientId, content: 'Salam' });
      connection.send({ type: 'refused', ref: read!.ref, error: { code: 'NOT_FOUND', message: 'Match not found', key: 'matches.notFound' } });
      connection.send({ type: 'sent', ref: send!.ref, message });
      await expect(sent).resolves.toEqual({ type: 'sent', ref: send!.ref, message });
      await expect(refused).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Match not found', key: 'matches.notFound' });
      expect(events).toEqual([]); // answers are the connection's business, not app events
    });

    it('cannot be sent before the socket is ready: the caller goes over HTTP', async () => {
      const { server, client } = await connect({ onAuth: () => undefined });
      await server.connection(1);
      expect(client.request({ type: 'read', matchId: MATCH_ID })).toBeNull();
    });

    it('fail as lost when the socket drops before the answer', async () => {
      const { server, client } = await connect();
      const connection = await server.connection(1);
      await until(() => client.phase === 'ready', 'ready');
      const pending = client.request({ type: 'send', matchId: MATCH_ID, clientId: message.clientId, content: 'Salam' })!;
      await until(() => connection.framesOf('send').length === 1, 'send frame');
      connection.terminate();
      await expect(pending).rejects.toMatchObject({ status: 0, code: 'network_error' });
    });

    it('time out as lost when no answer comes', async () => {
      const { server, client } = await connect();
      await server.connection(1);
      await until(() => client.phase === 'ready', 'ready');
      useFakeTimers();
      const pending = client.request({ type: 'read', matchId: MATCH_ID })!;
      vi.advanceTimersByTime(10_000);
      await expect(pending).rejects.toMatchObject({ code: 'network_error' });
    });
  });
});
