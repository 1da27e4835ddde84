import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A push service that never answers: it accepts every TCP connection and never writes a byte.
 * Reached over http it takes the request and keeps silent; reached over https the TLS handshake
 * never completes (no ServerHello). `requests` counts the connections something was sent on
 * (fetch may open a spare connection it never uses), `connections` all of them.
 */
export async function startBlackHole() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let requests = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.once('data', () => (requests += 1));
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connections: () => connections,
    requests: () => requests,
    /** An endpoint at this black hole, as a browser subscription would name it. */
    endpoint: (scheme: 'http' | 'https') => `${scheme}://127.0.0.1:${port}/push/${crypto.randomUUID()}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type BlackHole = Awaited<ReturnType<typeof startBlackHole>>;

/** Keys as a browser subscribes with (a P-256 public key and a 16-byte secret): web-push can encrypt to them. */
export function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
}
