import type { ServerEvent } from '@mithaq/contract/realtime';
import type { WebSocket } from 'ws';

/** One authenticated socket. */
export interface Connection {
  id: string;
  userId: string;
  sessionId: string;
  socket: WebSocket;
  /** When the client last sent anything (its heartbeat keeps this fresh). */
  lastSeenAt: number;
}

/** A client that stops reading is cut off rather than buffered without bound; it catches up on reconnect. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const SLOW_CONSUMER_CLOSE_CODE = 1013;

export function sendEvent(connection: Connection, event: ServerEvent) {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(SLOW_CONSUMER_CLOSE_CODE, 'too slow');
    return;
  }
  socket.send(JSON.stringify(event));
}

/** The sockets this server holds, by user. */
export function createConnectionRegistry() {
  const byUser = new Map<string, Set<Connection>>();
  return {
    add(connection: Connection) {
      const set = byUser.get(connection.userId) ?? new Set<Connection>();
      set.add(connection);
      byUser.set(connection.userId, set);
    },
    remove(connection: Connection) {
      const set = byUser.get(connection.userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.userId);
    },
    of(userId: string): Connection[] {
      return [...(byUser.get(userId) ?? [])];
    },
    all(): Connection[] {
      return [...byUser.values()].flatMap((set) => [...set]);
    },
  };
}

export type ConnectionRegistry = ReturnType<typeof createConnectionRegistry>;
