import { errorStatus, type ErrorCode } from '@mithaq/contract/errors';
import type { ClientFrame, ServerEvent } from '@mithaq/contract/realtime';
import { ApiError } from './http';

type WithoutRef<F> = F extends unknown ? Omit<F, 'ref'> : never;

/** A request the socket answers: a chat message to send, or messages to mark read. */
export type RequestFrame = WithoutRef<Extract<ClientFrame, { type: 'send' | 'read' }>>;
/** The socket's answer to a request frame (a refusal rejects instead). */
export type RequestAnswer = Extract<ServerEvent, { type: 'sent' | 'marked' }>;
export type ReplyEvent = Extract<ServerEvent, { type: 'sent' | 'marked' | 'refused' }>;

/** How long a request waits for its answer before the caller falls back to HTTP. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Lost or silent: the caller may retry over HTTP (the same client id stores nothing twice). */
const lostAnswer = () => new ApiError(0, 'network_error', 'The realtime connection was lost');

interface Pending {
  resolve: (answer: RequestAnswer) => void;
  reject: (error: ApiError) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The request frames a socket has in flight, each named by a `ref` the answer echoes. A refusal
 * becomes the same ApiError the HTTP endpoint's body would; a drop or a timeout rejects with a
 * network error, so callers go over HTTP instead.
 */
export class PendingRequests {
  private next = 1;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly timeoutMs = REQUEST_TIMEOUT_MS) {}

  /** Sends `frame` through `send`; null when the socket could not take it (not ready). */
  open(frame: RequestFrame, send: (frame: ClientFrame) => boolean): Promise<RequestAnswer> | null {
    const ref = String(this.next++);
    if (!send({ ...frame, ref } as ClientFrame)) return null;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(ref), this.timeoutMs);
      this.pending.set(ref, { resolve, reject, timer });
    });
  }

  /** Settles the request `event` answers. */
  settle(event: ReplyEvent): void {
    const request = this.pending.get(event.ref);
    if (!request) return;
    this.pending.delete(event.ref);
    clearTimeout(request.timer);
    if (event.type !== 'refused') return request.resolve(event);
    const { code, message, key, params } = event.error;
    request.reject(new ApiError(errorStatus[code as ErrorCode] ?? 0, code, message, key, params));
  }

  /** The socket is gone: every request in flight is rejected as lost. */
  failAll(): void {
    for (const ref of [...this.pending.keys()]) this.fail(ref);
  }

  private fail(ref: string): void {
    const request = this.pending.get(ref);
    if (!request) return;
    this.pending.delete(ref);
    clearTimeout(request.timer);
    request.reject(lostAnswer());
  }
}
