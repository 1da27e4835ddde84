import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile, createUser } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/profiles/me', () => {
  it('answers 404 for a signed-in user who has not finished the wizard', async () => {
    const user = await createUser(server.platform.database.db);
    const { token } = await signIn(server, user.email, user.password);
    const result = await call(server, 'GET', '/api/profiles/me', undefined, { token });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found', key: 'profiles.notFound' } });
  });

  it('returns the own profile with age computed from the birthday, and no e-mail', async () => {
    server.clock.set('2026-06-01T12:00:00Z');
    const member = await createProfile(server.platform.database.db, { birthday: '1996-06-02', name: 'Maryam' });
    const { token } = await signIn(server, member.email, member.password);
    const result = await call<{ profile: Record<string, unknown> }>(server, 'GET', '/api/profiles/me', undefined, { token });
    expect(result.status).toBe(200);
    expect(result.body.profile).toMatchObject({ id: member.id, name: 'Maryam', age: 29, tokenBalance: 10, isActive: true });
    expect(JSON.stringify(result.body)).not.toContain(member.email);
    server.clock.set(new Date());
  });

  it('needs a session', async () => {
    expect((await call(server, 'GET', '/api/profiles/me')).status).toBe(401);
  });
});
