import { parseServerFrame, REALTIME_PATH, type ClientFrame, type ServerEvent } from '@mithaq/contract/realtime';
import { WebSocket } from 'ws';

export interface TestSocket {
  events: ServerEvent[];
  send(frame: ClientFrame): void;
  /** The first event (already received or still to come) that matches, or a rejection after `timeoutMs`. */
  next<T extends ServerEvent['type']>(type: T, match?: (event: Extract<ServerEvent, { type: T }>) => boolean, timeoutMs?: number): Promise<Extract<ServerEvent, { type: T }>>;
  /** Pings and waits for the pong: every event the server sent before it is in `events` then. */
  flush(): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a socket to a server at `baseUrl` and, with a token, authenticates and waits for `ready`. */
export async function openSocket(baseUrl: string, token?: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${REALTIME_PATH}`, { headers });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    const text = data.toString();
    const event = parseServerFrame(JSON.parse(text));
    // A frame outside contract/src/realtime.ts's table is a server bug: fail the test that got it.
    if (!event) throw new Error(`a frame the table does not describe: ${text}`);
    events.push(event);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
  const test: TestSocket = {
    events,
    send: (frame) => socket.send(JSON.stringify(frame)),
    next(type, match = () => true, timeoutMs = 5000) {
      type Wanted = Extract<ServerEvent, { type: typeof type }>;
      const found = () => events.find((event): event is Wanted => event.type === type && match(event as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const event = found();
          if (!event) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(event);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${events.map((e) => e.type).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async flush() {
      const pongs = events.filter((event) => event.type === 'pong').length;
      test.send({ type: 'ping' });
      await test.next('pong', () => events.filter((event) => event.type === 'pong').length > pongs);
    },
    closed,
    close: () => socket.close(),
  };
  if (token) {
    test.send({ type: 'auth', token });
    await test.next('ready');
  }
  return test;
}
