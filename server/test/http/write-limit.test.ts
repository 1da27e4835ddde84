import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_WRITES_PER_MINUTE: '3' } });
});
afterAll(() => server.close());

const member = async (sex: 'male' | 'female') => {
  const profile = await createProfile(server.platform.database.db, { sex });
  return { ...profile, token: (await signIn(server, profile.email, profile.password)).token };
};

describe('the write limit', () => {
  it('stops a member after the configured changes per minute, reads and other members unaffected, for one minute only', async () => {
    const her = await member('female');
    const others = await Promise.all([member('male'), member('male'), member('male'), member('male')]);
    for (const man of others.slice(0, 3)) {
      expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: man.id }, { token: her.token })).status).toBe(200);
    }
    const fourth = await call(server, 'POST', '/api/favorites/toggle', { profileId: others[3]!.id }, { token: her.token });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.', key: 'auth.tooManyAttempts' } });
    expect((await call(server, 'GET', '/api/likes', undefined, { token: her.token })).status).toBe(200);
    expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: her.id }, { token: others[0]!.token })).status).toBe(200);
    server.clock.advance(60_000);
    expect((await call(server, 'POST', '/api/favorites/toggle', { profileId: others[3]!.id }, { token: her.token })).status).toBe(200);
  });
});
