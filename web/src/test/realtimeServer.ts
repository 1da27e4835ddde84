import type { ClientFrame, ServerEvent } from '@mithaq/contract/realtime';
import { REALTIME_PATH } from '@mithaq/contract/realtime';

/** The little of the `ws` package the tests use (it ships no types of its own). */
interface WsSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  on(event: 'close', listener: (code: number) => void): void;
}
interface WsServer {
  on(event: 'connection', listener: (socket: WsSocket) => void): void;
  on(event: 'listening', listener: () => void): void;
  address(): { port: number };
  close(callback?: () => void): void;
}
interface WsModule {
  WebSocketServer: new (options: { port: number; host: string }) => WsServer;
  WebSocket: new (url: string) => unknown;
}

// Captured while timers are still real: tests that fake them still need real waits for socket I/O.
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Polls `check` in real time until it holds (socket I/O does not follow a fake clock). */
export async function until(check: () => boolean, what = 'condition', timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await pause(5);
  }
}

/** Lets real I/O that is already under way arrive (used before asserting that nothing came). */
export const settle = () => pause(60);

/** One client connection as the server sees it. */
export class TestConnection {
  readonly frames: ClientFrame[] = [];
  closedByClient = false;

  constructor(private readonly socket: WsSocket) {
    socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as ClientFrame));
    socket.on('close', () => {
      this.closedByClient = true;
    });
  }

  send(event: ServerEvent | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(event));
  }

  sendRaw(data: string): void {
    this.socket.send(data);
  }

  close(code: number): void {
    this.socket.close(code);
  }

  /** Drops the TCP connection without a close frame, as a network failure does. */
  terminate(): void {
    this.socket.terminate();
  }

  framesOf<T extends ClientFrame['type']>(type: T): Extract<ClientFrame, { type: T }>[] {
    return this.frames.filter((frame): frame is Extract<ClientFrame, { type: T }> => frame.type === type);
  }
}

export interface RealtimeServerOptions {
  /** What the server does once a connection sends its auth frame (default: answers 'ready'). */
  onAuth?: (connection: TestConnection, token: string) => void;
  /** Answer pings with pongs (default true). */
  pong?: boolean;
}

/**
 * A real WebSocket server (the `ws` package, as the app's server uses) on a free port, with a
 * `createSocket` for the client that connects to it with a real `ws` client. jsdom's own
 * WebSocket cannot be used under vitest: it dispatches jsdom events on Node's EventTarget.
 */
export async function startRealtimeServer(options: RealtimeServerOptions = {}) {
  const name = 'ws';
  const ws = (await import(/* @vite-ignore */ name)) as WsModule;
  const server = new ws.WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  const connections: TestConnection[] = [];
  const sockets: WsSocket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    const connection = new TestConnection(socket);
    connections.push(connection);
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ClientFrame;
      if (frame.type === 'auth') (options.onAuth ?? ((c) => c.send({ type: 'ready' })))(connection, frame.token);
      if (frame.type === 'ping' && options.pong !== false) connection.send({ type: 'pong' });
    });
  });
  const url = `ws://127.0.0.1:${server.address().port}${REALTIME_PATH}`;
  return {
    url,
    connections,
    createSocket: (address: string) => new ws.WebSocket(address) as WebSocket,
    /** The n-th connection (1-based), once it has arrived. */
    async connection(n: number): Promise<TestConnection> {
      await until(() => connections.length >= n, `connection ${n}`);
      return connections[n - 1] as TestConnection;
    },
    async close(): Promise<void> {
      for (const socket of sockets) socket.terminate();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type RealtimeTestServer = Awaited<ReturnType<typeof startRealtimeServer>>;
