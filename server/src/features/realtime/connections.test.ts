import { realtimeCloseCodes } from '@mithaq/contract/realtime';
import { describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { MAX_BUFFERED_BYTES, sendEvent, type Connection } from './connections';

/** Just what sendEvent reads of a ws socket. */
function fakeSocket(bufferedAmount: number) {
  const socket = { OPEN: 1, readyState: 1, bufferedAmount, send: vi.fn(), close: vi.fn() };
  const connection: Connection = {
    id: 'c',
    auth: { userId: 'u', sessionId: 's', role: 'user', email: 'u@example.com', secondFactorAt: null },
    viewing: null,
    socket: socket as unknown as WebSocket,
    lastSeenAt: 0,
  };
  return { socket, connection };
}

describe('the send queue of a socket', () => {
  it('sends while the client keeps up', () => {
    const { socket, connection } = fakeSocket(MAX_BUFFERED_BYTES);
    sendEvent(connection, { type: 'pong' });
    expect(socket.send).toHaveBeenCalledWith('{"type":"pong"}');
    expect(socket.close).not.toHaveBeenCalled();
  });

  it('closes a slow consumer (1013) instead of buffering more than 1 MB for it', () => {
    const { socket, connection } = fakeSocket(MAX_BUFFERED_BYTES + 1);
    sendEvent(connection, { type: 'pong' });
    expect(socket.send).not.toHaveBeenCalled();
    expect(socket.close).toHaveBeenCalledWith(realtimeCloseCodes.tooSlow, 'too slow');
  });
});
