import { realtimeCloseCodes, type ServerEvent } from '@mithaq/contract/realtime';
import type { WebSocket } from 'ws';
import type { AuthContext } from '../../auth-context';

/** One authenticated socket. */
export interface Connection {
  id: string;
  /** Who is on the other end, as requireAuth would say (the socket's sends act as this member). */
  auth: AuthContext;
  /** The chat this socket has open (presence), renewed with each heartbeat. */
  viewing: string | null;
  socket: WebSocket;
  /** When the client last sent anything (its heartbeat keeps this fresh). */
  lastSeenAt: number;
}

/** A client that stops reading is cut off rather than buffered without bound; it catches up on reconnect. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export function sendEvent(connection: Connection, event: ServerEvent) {
  sendFrame(connection, JSON.stringify(event));
}

/** Sends an event already serialised (one event to many sockets is serialised once). */
export function sendFrame(connection: Connection, frame: string) {
  const { socket } = connection;
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(realtimeCloseCodes.tooSlow, 'too slow');
    return;
  }
  socket.send(frame);
}

/** The sockets this server holds: authenticated ones by user, and how many (any state) per address. */
export function createConnectionRegistry() {
  const byUser = new Map<string, Set<Connection>>();
  const byAddress = new Map<string, number>();
  return {
    /** Counts one more socket from `address`, unless `cap` are open already (then false, nothing counted). */
    admitAddress(address: string, cap: number): boolean {
      const open = byAddress.get(address) ?? 0;
      if (open >= cap) return false;
      byAddress.set(address, open + 1);
      return true;
    },
    releaseAddress(address: string) {
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    },
    add(connection: Connection) {
      const set = byUser.get(connection.auth.userId) ?? new Set<Connection>();
      set.add(connection);
      byUser.set(connection.auth.userId, set);
    },
    remove(connection: Connection) {
      const set = byUser.get(connection.auth.userId);
      set?.delete(connection);
      if (set?.size === 0) byUser.delete(connection.auth.userId);
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
