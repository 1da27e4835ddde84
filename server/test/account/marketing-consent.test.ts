import { MARKETING_REASK_MS } from '@mithaq/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;

/** Signs in at every call: moving the clock by months outlives any access token. */
async function member() {
  const user = await createProfile(server.platform.database.db);
  const token = async () => (await signIn(server, user.email, user.password)).token;
  return {
    get: async () => call<{ consent: boolean; ask: boolean }>(server, 'GET', '/api/account/marketing', undefined, { token: await token() }),
    set: async (consent: boolean) =>
      call<{ consent: boolean; ask: boolean }>(server, 'PUT', '/api/account/marketing', { consent }, { token: await token() }),
  };
}

describe('marketing consent', () => {
  it('is off for a new member, who is asked once', async () => {
    const me = await member();
    expect((await me.get()).body).toEqual({ consent: false, ask: true });
  });

  it('after a yes: on, and not asked', async () => {
    const me = await member();
    expect((await me.set(true)).body).toEqual({ consent: true, ask: false });
    expect((await me.get()).body).toEqual({ consent: true, ask: false });
  });

  it('after a no: not asked again within 12 months, asked again after them', async () => {
    const me = await member();
    expect((await me.set(false)).body).toEqual({ consent: false, ask: false });
    server.clock.advance(MARKETING_REASK_MS - DAY);
    expect((await me.get()).body).toEqual({ consent: false, ask: false });
    server.clock.advance(DAY);
    expect((await me.get()).body).toEqual({ consent: false, ask: true });
  });

  it('turning it off in the settings counts as an answer too', async () => {
    const me = await member();
    await me.set(true);
    server.clock.advance(400 * DAY);
    expect((await me.get()).body).toEqual({ consent: true, ask: false });
    expect((await me.set(false)).body).toEqual({ consent: false, ask: false });
  });

  it('needs a session and a boolean', async () => {
    expect((await call(server, 'GET', '/api/account/marketing')).status).toBe(401);
    const user = await createProfile(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    expect((await call(server, 'PUT', '/api/account/marketing', { consent: 'yes' }, { token })).status).toBe(400);
  });
});
