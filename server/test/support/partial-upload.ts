import http from 'node:http';
import type net from 'node:net';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@mithaq/contract/auth';

export interface PartialUpload {
  /** The server's answer, as soon as it gives one (which may be before the body is complete). */
  response: Promise<{ status: number; body: string }>;
  /** Sends the rest of the body. */
  finish(): void;
  /** Drops the connection mid-body, as a client that gives up. */
  abort(): void;
  /** The client's port of the connection (the server sees it as the remote port). */
  localPort(): number | undefined;
}

/**
 * A picture upload that announces all of `bytes` but sends only the first `sent` of them, so a
 * test can see what the server does before the body is complete (fetch cannot stop half-way).
 */
export function partialUpload(baseUrl: string, bytes: Buffer, sent: number, token?: string): PartialUpload {
  const headers: Record<string, string> = {
    'content-type': 'image/jpeg',
    'content-length': String(bytes.length),
    [CSRF_HEADER]: CSRF_HEADER_VALUE,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = http.request(`${baseUrl}/api/profiles/me/pictures`, { method: 'POST', headers });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
  });
  // An aborted upload rejects `response`; a test that aborts does not wait for it.
  response.catch(() => undefined);
  request.write(bytes.subarray(0, sent));
  return {
    response,
    finish: () => request.end(bytes.subarray(sent)),
    abort: () => request.destroy(),
    localPort: () => request.socket?.localPort,
  };
}

/**
 * The server's side of each connection made from now on, by the client's port, so a test can
 * wait until the server has seen a connection close. Call the returned `stop` when done.
 */
export function trackServerSockets(httpServer: net.Server) {
  const byClientPort = new Map<number, net.Socket>();
  const onConnection = (socket: net.Socket) => {
    if (socket.remotePort !== undefined) byClientPort.set(socket.remotePort, socket);
  };
  httpServer.on('connection', onConnection);
  return {
    /** Resolves once the server has seen the connection from `clientPort` close. */
    async closed(clientPort: number | undefined) {
      const socket = clientPort === undefined ? undefined : byClientPort.get(clientPort);
      if (!socket) throw new Error(`no server socket for client port ${clientPort}`);
      // Not events.once: a socket cut mid-request may emit 'error' before its 'close'.
      if (!socket.destroyed) await new Promise((resolve) => socket.once('close', resolve));
    },
    stop: () => httpServer.off('connection', onConnection),
  };
}
