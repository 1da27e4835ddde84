import { messageKeyOf } from '@mithaq/contract/messages';
import { vi } from 'vitest';

/** One request the fake server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Answers one request; a function, because a Response body can be read only once. */
export type RouteHandler = (request: ReceivedRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error body as the server writes it: a registry text carries its key (as keyedMessage adds it). */
export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse(status, { error: { code, message, key: messageKeyOf(message) } });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/**
 * Stubs `fetch` (the browser boundary) with a table of `"METHOD /path"` → handler. Unknown routes
 * answer 501 so a test notices a call it did not expect. `route()` replaces a handler mid-test.
 */
export function stubServer(routes: Record<string, RouteHandler> = {}) {
  const table = new Map(Object.entries(routes));
  const received: ReceivedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: ReceivedRequest = {
      method: init.method ?? 'GET',
      path: String(input),
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    received.push(request);
    const handler = table.get(`${request.method} ${request.path}`);
    return handler ? handler(request) : errorResponse(501, 'NOT_STUBBED', `No stub for ${request.method} ${request.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    route(key: string, handler: RouteHandler) {
      table.set(key, handler);
    },
    /** Requests received for `"METHOD /path"`, in order. */
    requests(key: string): ReceivedRequest[] {
      return received.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}

export type FakeServer = ReturnType<typeof stubServer>;

/** A handler whose answers the test releases later (to observe busy states). */
export function deferredHandler() {
  let release: (response: Response) => void = () => {};
  const handler: RouteHandler = () =>
    new Promise<Response>((resolve) => {
      release = resolve;
    });
  return { handler, respond: (response: Response) => release(response) };
}
