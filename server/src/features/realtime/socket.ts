import { clientFrameSchema, realtimeCloseCodes, REALTIME_AUTH_TIMEOUT_MS, type ClientFrame } from '@mithaq/contract/realtime';
import type { RawData, WebSocket } from 'ws';
import type { Platform } from '../../platform/platform';
import { authenticate, isSessionLive } from '../auth/sessions';
import { sendEvent, type Connection, type ConnectionRegistry } from './connections';

const POLICY_VIOLATION = 1008;

function parseFrame(data: RawData): ClientFrame | null {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One socket's life: the first frame must authenticate within the time limit; then pings
 * (each re-checks the session, so a revoked one closes within a heartbeat even without its
 * event) and the chat the user is viewing. Frames are handled one at a time, in order.
 */
export function handleSocket(platform: Platform, registry: ConnectionRegistry, socket: WebSocket, connectionId: string) {
  let connection: Connection | null = null;
  let queue = Promise.resolve();
  const authTimer = setTimeout(() => socket.close(realtimeCloseCodes.unauthorized, 'authentication timed out'), REALTIME_AUTH_TIMEOUT_MS);

  const onFrame = async (frame: ClientFrame | null) => {
    if (!frame) return socket.close(POLICY_VIOLATION, 'bad frame');
    if (!connection) {
      if (frame.type !== 'auth') return socket.close(realtimeCloseCodes.unauthorized, 'authenticate first');
      const auth = await authenticate(platform, frame.token);
      if (!auth) return socket.close(realtimeCloseCodes.unauthorized, 'bad token');
      if (socket.readyState !== socket.OPEN) return;
      clearTimeout(authTimer);
      connection = { id: connectionId, userId: auth.userId, sessionId: auth.sessionId, socket, lastSeenAt: Date.now() };
      registry.add(connection);
      return sendEvent(connection, { type: 'ready' });
    }
    connection.lastSeenAt = Date.now();
    if (frame.type === 'ping') {
      if (!(await isSessionLive(platform, connection.sessionId))) return socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
      return sendEvent(connection, { type: 'pong' });
    }
    if (frame.type === 'viewing') return platform.presence.view(connection.userId, connection.id, frame.matchId);
    // A second auth frame (a refreshed token) changes nothing: the session is what counts.
  };

  socket.on('message', (data) => {
    const frame = parseFrame(data);
    queue = queue
      .then(() => onFrame(frame))
      .catch((error: unknown) => {
        platform.logger.error({ err: error }, 'realtime frame failed');
        socket.close(1011, 'server error');
      });
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    if (!connection) return;
    registry.remove(connection);
    void platform.presence.leave(connection.userId, connection.id).catch(() => undefined);
  });
  socket.on('error', () => socket.terminate());
}
