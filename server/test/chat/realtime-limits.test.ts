import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes, REALTIME_FRAME_RATE, REALTIME_MAX_FRAME_BYTES, type ClientFrame } from '@mithaq/contract/realtime';
import { revokeUserSessions } from '../../src/features/auth/repo';
import { SESSION_RECHECK_MS } from '../../src/features/auth/live-sessions';
import { within } from '../support/within';
import { openSocket, type TestSocket } from '../support/realtime';
import { memberThroughApi } from '../support/profiles';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Closes the sockets and waits until each is closed on both ends, so the next test starts from none. */
async function closeAll(sockets: TestSocket[]) {
  for (const socket of sockets) socket.close();
  await Promise.all(sockets.map((socket) => socket.closed));
}

const closedWith = async (socket: TestSocket) => (await within(3000, socket.closed, 'the socket was not closed')).code;

describe('sockets per member and per address', () => {
  it('refuses the 11th socket of a member with 4429, while another member still connects', async () => {
    const member = await memberThroughApi(server);
    const ten = await Promise.all(Array.from({ length: 10 }, () => openSocket(server.baseUrl, member.token)));
    const eleventh = await openSocket(server.baseUrl);
    eleventh.send({ type: 'auth', token: member.token });
    expect(await closedWith(eleventh)).toBe(realtimeCloseCodes.tooManySockets);
    const other = await memberThroughApi(server);
    const theirs = await openSocket(server.baseUrl, other.token);
    // The ten are untouched by the refusal.
    await ten[9]!.flush();
    await closeAll([...ten, theirs]);
  });

  it('refuses a socket over REALTIME_SOCKETS_PER_IP at once, before any frame', async () => {
    // Its own server, so no socket of another test is still counted for 127.0.0.1.
    const own = await startTestServer({ env: { REALTIME_SOCKETS_PER_IP: '4' } });
    try {
      const members = await Promise.all([memberThroughApi(own), memberThroughApi(own)]);
      const open = await Promise.all(Array.from({ length: 4 }, (_, i) => openSocket(own.baseUrl, members[i % 2]!.token)));
      const over = await openSocket(own.baseUrl);
      expect(await closedWith(over)).toBe(realtimeCloseCodes.tooManySockets);
      await closeAll(open);
    } finally {
      await own.close();
    }
  });
});

describe('frames', () => {
  it(`closes a socket that sends a frame over ${REALTIME_MAX_FRAME_BYTES} bytes (1009)`, async () => {
    const member = await memberThroughApi(server);
    const socket = await openSocket(server.baseUrl, member.token);
    // A valid ping with padding (unknown keys are dropped): only its size is wrong.
    socket.send({ type: 'ping', padding: 'x'.repeat(REALTIME_MAX_FRAME_BYTES) } as ClientFrame);
    expect(await closedWith(socket)).toBe(realtimeCloseCodes.frameTooBig);
    expect(socket.events.some((event) => event.type === 'pong')).toBe(false);
  });

  it('closes a socket that floods frames (1008), having answered no more than the burst', async () => {
    const member = await memberThroughApi(server);
    const socket = await openSocket(server.baseUrl, member.token);
    for (let i = 0; i < 100; i += 1) socket.send({ type: 'ping' });
    expect(await closedWith(socket)).toBe(realtimeCloseCodes.policyViolation);
    expect(socket.events.filter((event) => event.type === 'pong').length).toBeLessThan(REALTIME_FRAME_RATE.burst);
  });

  it('lets a steady client ping for ever: the budget refills with time', async () => {
    const member = await memberThroughApi(server);
    const socket = await openSocket(server.baseUrl, member.token);
    const pongs = () => socket.events.filter((event) => event.type === 'pong').length;
    // The auth frame took one of the first burst; each round sends one less than a burst.
    for (let round = 1; round <= 3; round += 1) {
      for (let i = 0; i < REALTIME_FRAME_RATE.burst - 1; i += 1) socket.send({ type: 'ping' });
      await socket.next('pong', () => pongs() === round * (REALTIME_FRAME_RATE.burst - 1));
      server.clock.advance(SESSION_RECHECK_MS); // refills the budget (and re-checks the session: still live)
    }
    await socket.flush();
    await closeAll([socket]);
  });
});

describe('the session re-check', () => {
  it('trusts a live session for a while instead of a query per ping, then finds a revocation without its event', async () => {
    const member = await memberThroughApi(server);
    const socket = await openSocket(server.baseUrl, member.token);
    // Revoked in the database only: no session.ended event closes the socket.
    await revokeUserSessions(server.platform.database.db, member.id, server.clock.now());
    await socket.flush();
    await socket.flush();
    server.clock.advance(SESSION_RECHECK_MS);
    socket.send({ type: 'ping' });
    expect(await closedWith(socket)).toBe(realtimeCloseCodes.sessionEnded);
  });

  it('re-checks on a viewing frame too, which changes presence', async () => {
    const member = await memberThroughApi(server);
    const socket = await openSocket(server.baseUrl, member.token);
    await revokeUserSessions(server.platform.database.db, member.id, server.clock.now());
    server.clock.advance(SESSION_RECHECK_MS);
    socket.send({ type: 'viewing', matchId: crypto.randomUUID() });
    expect(await closedWith(socket)).toBe(realtimeCloseCodes.sessionEnded);
  });
});
