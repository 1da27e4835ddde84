import { uiTimings } from '@mithaq/contract/constants';
import { parseServerFrame, realtimeCloseCodes } from '@mithaq/contract/realtime';
import type { ClientFrame, ServerEvent } from '@mithaq/contract/realtime';
import { apiBaseUrl } from './platform';
import { PendingRequests, type ReplyEvent, type RequestAnswer, type RequestFrame } from './realtimeRequests';

/** Events the app acts on ('ready', 'pong' and the answers to request frames are the connection's own business). */
export type RealtimeEvent = Exclude<ServerEvent, { type: 'ready' } | { type: 'pong' } | ReplyEvent>;

const isReply = (event: ServerEvent): event is ReplyEvent => event.type === 'sent' || event.type === 'marked' || event.type === 'refused';

/** What renewing the access token after a 4401 gave: 'signedOut' ends the connection for good. */
export type TokenRenewal = 'renewed' | 'signedOut' | 'failed';

export interface RealtimeClientOptions {
  /** ws:// or wss:// address of the realtime endpoint. */
  url: string;
  /** The current access token (null when there is none yet). */
  getToken: () => string | null;
  /** Gets a new access token after the server refused the old one (close 4401). */
  renewToken: () => Promise<TokenRenewal>;
  onEvent: (event: RealtimeEvent) => void;
  /** The server accepted the token; `reconnected` is false only the first time. */
  onReady?: (info: { reconnected: boolean }) => void;
  /** Told once per outage, when a whole back-off cycle could not connect. */
  onUnreachable?: () => void;
  /** The server ended the session (close 4403): the client stopped and will not reconnect. */
  onSessionEnded?: () => void;
  /** Opens the socket; replaceable so tests (and other runtimes) can hand in their own WebSocket. */
  createSocket?: (url: string) => WebSocket;
  heartbeatMs?: number;
  /** How long after a ping the client waits for any frame before it treats the socket as dead. */
  pongTimeoutMs?: number;
  backoffMs?: readonly number[];
}

export type RealtimePhase = 'idle' | 'connecting' | 'authenticating' | 'ready' | 'waiting' | 'stopped';

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
/** No close frame arrived: the heartbeat found the socket dead, or the connection failed. */
const ABNORMAL_CLOSURE = 1006;
const DEFAULT_PONG_TIMEOUT_MS = 10_000;

function parseFrame(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    return parseServerFrame(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * The realtime address (wss:// under https): on this page's own origin, or on the API's when the
 * pages come from elsewhere (the native wrapper, lib/platform.ts).
 */
export function realtimeUrl(path: string, location: Pick<Location, 'protocol' | 'host'> = window.location, base: string = apiBaseUrl()): string {
  const origin = base ? new URL(base) : location;
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}${path}`;
}

/**
 * One authenticated WebSocket that stays up: it sends the `auth` frame first, pings every 30 s,
 * and after a drop reconnects with the spec's back-off (1, 2, 5, 10 s, then every 10 s). The
 * chat the user is viewing is re-announced after every reconnect, because a new server
 * connection knows nothing about the old one.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private state: RealtimePhase = 'idle';
  /** Connections in a row that closed without a drop of a ready socket in between. */
  private failures = 0;
  private unreachableReported = false;
  private everReady = false;
  private viewing: string | null = null;
  private readonly requests = new PendingRequests();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: Required<Pick<RealtimeClientOptions, 'heartbeatMs' | 'pongTimeoutMs' | 'backoffMs' | 'createSocket'>> &
    RealtimeClientOptions;

  constructor(options: RealtimeClientOptions) {
    // `??`, not spreading defaults: an option passed as undefined means "the default".
    this.options = {
      ...options,
      heartbeatMs: options.heartbeatMs ?? uiTimings.realtimeHeartbeat,
      pongTimeoutMs: options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS,
      backoffMs: options.backoffMs ?? uiTimings.reconnectBackoff,
      createSocket: options.createSocket ?? ((url) => new WebSocket(url)),
    };
  }

  get phase(): RealtimePhase {
    return this.state;
  }

  start(): void {
    if (this.state === 'idle') this.connect();
  }

  /** Closes the socket for good (sign-out, unmount); no reconnect follows. */
  stop(): void {
    this.state = 'stopped';
    clearTimeout(this.retryTimer);
    this.stopHeartbeat();
    this.detach(NORMAL_CLOSURE);
  }

  /** Which chat is open (null: none), so the server sends no notification for what is on screen. */
  setViewing(matchId: string | null): void {
    if (this.viewing === matchId) return;
    this.viewing = matchId;
    this.send({ type: 'viewing', matchId });
  }

  /**
   * Sends a chat message or a read mark over the socket and resolves with the answer; rejects
   * with the server's refusal, or with a network error when the socket drops or stays silent.
   * Null when the socket is not ready: the caller goes over HTTP.
   */
  request(frame: RequestFrame): Promise<RequestAnswer> | null {
    return this.requests.open(frame, (ready) => this.send(ready));
  }

  /** Sends a frame if the socket is ready; frames are not queued (viewing is re-sent on ready). */
  send(frame: ClientFrame): boolean {
    if (this.state !== 'ready' || this.socket?.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private connect(): void {
    this.state = 'connecting';
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.state = 'authenticating';
      socket.send(JSON.stringify({ type: 'auth', token: this.options.getToken() ?? '' } satisfies ClientFrame));
    };
    socket.onmessage = (message: MessageEvent) => {
      if (this.socket === socket) this.receive(parseFrame(message.data));
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket === socket) this.closed(event.code);
    };
    // A failed connection also closes; `close` does the bookkeeping.
    socket.onerror = () => {};
  }

  private receive(event: ServerEvent | null): void {
    // Any frame at all proves the connection is alive.
    clearTimeout(this.pongTimer);
    this.pongTimer = undefined;
    if (!event || event.type === 'pong') return;
    if (event.type === 'ready') this.becameReady();
    else if (isReply(event)) this.requests.settle(event);
    else this.options.onEvent(event);
  }

  private becameReady(): void {
    const reconnected = this.everReady;
    this.state = 'ready';
    this.everReady = true;
    this.failures = 0;
    this.unreachableReported = false;
    this.startHeartbeat();
    if (this.viewing) this.send({ type: 'viewing', matchId: this.viewing });
    this.options.onReady?.({ reconnected });
  }

  private closed(code: number): void {
    const wasReady = this.state === 'ready';
    this.socket = null;
    this.requests.failAll();
    this.stopHeartbeat();
    if (this.state === 'stopped') return;
    if (code === realtimeCloseCodes.sessionEnded) {
      this.state = 'stopped';
      this.options.onSessionEnded?.();
      return;
    }
    // A drop of a working connection starts a fresh back-off cycle.
    this.failures = wasReady ? 1 : this.failures + 1;
    // Other tabs hold all the sockets allowed: only the slowest retry, once one of them closes,
    // can help (and the server is reachable, so this is no outage to report).
    if (code === realtimeCloseCodes.tooManySockets) this.failures = this.options.backoffMs.length;
    if (code === realtimeCloseCodes.unauthorized) void this.renewThenRetry();
    else this.scheduleRetry();
  }

  private async renewThenRetry(): Promise<void> {
    this.state = 'waiting';
    const renewal = await this.options.renewToken();
    // stop() may have run meanwhile.
    if (this.phase === 'stopped') return;
    if (renewal === 'signedOut') this.stop();
    else this.scheduleRetry();
  }

  private scheduleRetry(): void {
    const { backoffMs } = this.options;
    if (this.failures > backoffMs.length && !this.unreachableReported) {
      this.unreachableReported = true;
      this.options.onUnreachable?.();
    }
    this.state = 'waiting';
    const delay = backoffMs[Math.min(this.failures, backoffMs.length) - 1] ?? 0;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.state === 'waiting') this.connect();
    }, delay);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (!this.send({ type: 'ping' }) || this.pongTimer !== undefined) return;
      this.pongTimer = setTimeout(() => this.dropDeadSocket(), this.options.pongTimeoutMs);
    }, this.options.heartbeatMs);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    this.heartbeatTimer = undefined;
    this.pongTimer = undefined;
  }

  /** A silent socket may never report its own death (no close frame ever comes): leave it. */
  private dropDeadSocket(): void {
    this.pongTimer = undefined;
    this.detach(NORMAL_CLOSURE);
    this.closed(ABNORMAL_CLOSURE);
  }

  /** Forgets the current socket and closes it without listening to it any more. */
  private detach(code: number): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    this.requests.failAll();
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    // Some implementations throw an unhandled error when a connecting socket is closed unheard.
    socket.onerror = () => {};
    socket.close(code);
  }
}
