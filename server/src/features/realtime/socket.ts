import {
  clientFrameSchema,
  realtimeCloseCodes,
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_FRAME_RATE,
  type ClientFrame,
} from '@mithaq/contract/realtime';
import type { RawData, WebSocket } from 'ws';
import type { Clock } from '../../platform/clock';
import type { Platform } from '../../platform/platform';
import { authenticate, isSessionLive } from '../auth/public';
import { sendEvent, type Connection, type ConnectionRegistry } from './connections';
import { answerRequest } from './requests';

function parseFrame(data: RawData): ClientFrame | null {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(data.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A token bucket on the platform clock: `burst` frames at once, refilled at `perSecond`. */
function frameBudget(clock: Clock, { perSecond, burst }: { perSecond: number; burst: number }) {
  let tokens = burst;
  let at = clock.now().getTime();
  return () => {
    const now = clock.now().getTime();
    tokens = Math.min(burst, tokens + ((now - at) * perSecond) / 1000);
    at = now;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/** The socket's open chat is now `matchId` (null: none). */
async function view(platform: Platform, connection: Connection, matchId: string | null) {
  const previous = connection.viewing;
  connection.viewing = matchId;
  if (previous && previous !== matchId) await platform.presence.exit(previous, connection.id);
  if (matchId) await platform.presence.enter(matchId, connection.id, connection.auth.userId);
}

/**
 * One socket's life: the first frame must authenticate within the time limit; then pings, the
 * chat the user is viewing, and chat sends and reads, each re-checking the session (cached briefly). Frames are
 * handled one at a time, in order; too many sockets, or frames too big or too fast, close it.
 */
export function handleSocket(platform: Platform, registry: ConnectionRegistry, socket: WebSocket, origin: { id: string; address: string }) {
  const { rateLimits } = platform.config;
  socket.on('error', () => socket.terminate());
  if (!registry.admitAddress(origin.address, rateLimits.socketsPerIp)) {
    socket.close(realtimeCloseCodes.tooManySockets, 'too many connections from this address');
    return;
  }
  let connection: Connection | null = null;
  let queue = Promise.resolve();
  const withinRate = frameBudget(platform.clock, REALTIME_FRAME_RATE);
  const authTimer = setTimeout(() => socket.close(realtimeCloseCodes.unauthorized, 'authentication timed out'), REALTIME_AUTH_TIMEOUT_MS);

  const start = async (token: string) => {
    const auth = await authenticate(platform, token);
    if (!auth) return socket.close(realtimeCloseCodes.unauthorized, 'bad token');
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(authTimer);
    // Checked and counted with no await in between, so parallel sockets cannot pass the cap.
    if (registry.of(auth.userId).length >= rateLimits.socketsPerMember) {
      return socket.close(realtimeCloseCodes.tooManySockets, 'too many connections');
    }
    connection = {
      id: origin.id,
      auth,
      viewing: null,
      socket,
      lastSeenAt: Date.now(),
    };
    registry.add(connection);
    sendEvent(connection, { type: 'ready' });
  };

  const onFrame = async (frame: ClientFrame | null) => {
    // Frames queued behind one that closed the socket are not worth a query.
    if (socket.readyState !== socket.OPEN) return;
    if (!frame) return socket.close(realtimeCloseCodes.policyViolation, 'bad frame');
    if (!connection) {
      if (frame.type !== 'auth') return socket.close(realtimeCloseCodes.unauthorized, 'authenticate first');
      return start(frame.token);
    }
    connection.lastSeenAt = Date.now();
    // A second auth frame (a refreshed token) changes nothing: the session is what counts.
    if (frame.type === 'auth') return;
    if (!(await isSessionLive(platform, connection.auth.sessionId))) return socket.close(realtimeCloseCodes.sessionEnded, 'session ended');
    switch (frame.type) {
      case 'ping':
        // The heartbeat also renews the open chat's presence, which would otherwise expire.
        if (connection.viewing) await platform.presence.enter(connection.viewing, connection.id, connection.auth.userId);
        return sendEvent(connection, { type: 'pong' });
      case 'viewing':
        return view(platform, connection, frame.matchId);
      default:
        return answerRequest(platform, connection, frame);
    }
  };

  socket.on('message', (data) => {
    if (!withinRate()) {
      socket.close(realtimeCloseCodes.policyViolation, 'too many frames');
      return;
    }
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
    registry.releaseAddress(origin.address);
    if (!connection) return;
    registry.remove(connection);
    if (connection.viewing) void platform.presence.exit(connection.viewing, connection.id).catch(() => undefined);
  });
}
