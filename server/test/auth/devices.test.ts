import type { DeviceSession } from '@mithaq/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (token: string) => call<{ sessions: DeviceSession[] }>(server, 'GET', '/api/auth/sessions', undefined, { token });
const signOutDevice = (token: string, id: string) => call(server, 'DELETE', `/api/auth/sessions/${id}`, undefined, { token });

describe('signed-in devices', () => {
  it('lists the live sessions, browser or app, last used first, this device marked', async () => {
    const user = await createUser(server.platform.database.db);
    const phone = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: user.email, password: user.password }, {
      native: true,
      headers: { 'user-agent': 'MithaqApp/1.0 Android' },
    });
    server.clock.advance(60_000);
    const laptop = await signIn(server, user.email, user.password);
    const sessions = (await list(laptop.token)).body.sessions;
    expect(sessions.map((s) => [s.client, s.current])).toEqual([
      ['web', true],
      ['native', false],
    ]);
    expect(sessions[1]!.userAgent).toBe('MithaqApp/1.0 Android');
    expect(Date.parse(sessions[0]!.lastUsedAt) - Date.parse(sessions[1]!.lastUsedAt)).toBe(60_000);
    expect((await list(phone.body.accessToken)).body.sessions.find((s) => s.current)?.client).toBe('native');
  });

  it('signs one device out: its token stops working at once, the others stay', async () => {
    const user = await createUser(server.platform.database.db);
    const first = await signIn(server, user.email, user.password);
    const second = await signIn(server, user.email, user.password);
    const other = (await list(first.token)).body.sessions.find((s) => !s.current)!;
    expect((await signOutDevice(first.token, other.id)).status).toBe(200);
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: second.token })).status).toBe(401);
    expect((await list(first.token)).body.sessions).toHaveLength(1);
    // Already signed out: not found.
    expect((await signOutDevice(first.token, other.id)).status).toBe(404);
  });

  it("another member's session is not found, and stays signed in", async () => {
    const me = await signIn(server, ...(await credentials()));
    const stranger = await signIn(server, ...(await credentials()));
    const theirs = (await list(stranger.token)).body.sessions[0]!.id;
    expect((await signOutDevice(me.token, theirs)).status).toBe(404);
    expect((await call(server, 'GET', '/api/auth/me', undefined, { token: stranger.token })).status).toBe(200);
    expect((await signOutDevice(me.token, 'not-a-uuid')).status).toBe(400);
    expect((await list('')).status).toBe(401);
  });
});

async function credentials(): Promise<[string, string]> {
  const user = await createUser(server.platform.database.db);
  return [user.email, user.password];
}
