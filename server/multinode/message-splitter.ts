import net from 'node:net';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A TCP proxy in front of PostgreSQL that hands each of the server's protocol messages to the
 * client in a read of its own, a turn of the event loop apart. On a quiet machine PostgreSQL's
 * ErrorResponse and the ReadyForQuery after it arrive in one read; on a loaded one (or a slow
 * network) they do not, and code that looks at the connection in between sees the state before
 * the statement. This makes the second case happen every time.
 */
export async function startMessageSplitter(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (socket === client ? upstream : client).destroy());
    }
    // Without this, Nagle's algorithm holds a small write until the last one is acknowledged and
    // sends the held ones together: the very coalescing this proxy is here to undo.
    client.setNoDelay(true);
    client.pipe(upstream);
    upstream.on('close', () => client.end());
    relayOneByOne(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Every backend message is a type byte and a length that counts itself (not the type byte). */
function relayOneByOne(from: net.Socket, to: net.Socket) {
  let pending = Buffer.alloc(0);
  let writing = Promise.resolve();
  from.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    const messages: Buffer[] = [];
    while (pending.length >= 5 && pending.length >= 1 + pending.readInt32BE(1)) {
      const size = 1 + pending.readInt32BE(1);
      messages.push(pending.subarray(0, size));
      pending = pending.subarray(size);
    }
    writing = writing.then(async () => {
      for (const message of messages) {
        await nextTurn();
        if (!to.destroyed) to.write(message);
      }
    });
  });
}
