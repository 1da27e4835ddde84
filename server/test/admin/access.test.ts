import crypto from 'node:crypto';
import type { AuthSession } from '@mithaq/contract/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/client';
import { createProfile } from '../support/factories';
import { startTestServer, type TestServer } from '../support/server';
import { authSessions, users } from '../../src/platform/db/schema/auth';
import { profiles } from '../../src/platform/db/schema/profiles';
import { adminSignIn, auditOf, createAdmin, signedInAdmin } from './support';
import type { AdminMe } from '@mithaq/contract/admin';
import { buildInfo } from '../../src/platform/build-info';

let server: TestServer;
beforeAll(async () => {
  // MITHAQ_COMMIT as a deployment's .env or environment sets it: /api/admin/me reports it.
  server = await startTestServer({ env: { MITHAQ_COMMIT: 'c0ffee0123456789' } });
});
afterAll(() => server.close());

const someId = () => crypto.randomUUID();

/** Every admin endpoint, with well-formed input (':id' becomes a fresh uuid), so only the caller decides the answer. */
const endpoints: [string, string, unknown?][] = [
  ['GET', '/api/admin/me'],
  ['GET', '/api/admin/profiles?q=amina'],
  ['GET', '/api/admin/profiles/:id'],
  ['PUT', '/api/admin/profiles/:id/active', { isActive: false }],
  ['POST', '/api/admin/profiles/:id/tokens', { amount: 5, reason: 'Goodwill' }],
  ['DELETE', '/api/admin/pictures/:id'],
  ['GET', '/api/admin/reports'],
  ['POST', '/api/admin/reports/:id/decision', { decision: 'warning', reason: 'Please be respectful to members' }],
  ['GET', '/api/admin/appeals'],
  ['POST', '/api/admin/appeals/:id/decision', { decision: 'lift', reply: 'We looked again, sorry' }],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/stories'],
  ['POST', '/api/admin/stories/:id/approve'],
  ['POST', '/api/admin/stories/:id/reject', { reason: 'Please leave out the phone number' }],
  ['GET', '/api/admin/deliveries'],
  ['POST', '/api/admin/deliveries/:id/retry'],
  ['POST', '/api/admin/deliveries/:id/discard'],
];
const withId = (path: string, id: string = someId()) => path.replace(':id', id);

describe('the admin endpoints', () => {
  it.each(endpoints)('%s %s refuses an anonymous caller with 401', async (method, path, body) => {
    const result = await call(server, method, withId(path), body);
    expect(result.status).toBe(401);
  });

  it.each(endpoints)('%s %s refuses a signed-in member with 403, even with bad input', async (method, path, body) => {
    const member = await createProfile(server.platform.database.db);
    const { token } = await signIn(server, member.email, member.password);
    expect((await call(server, method, withId(path), body, { token })).status).toBe(403);
    // The guard answers before validation: a member learns nothing from malformed requests either.
    expect((await call(server, method, withId(path, 'not-a-uuid'), body === undefined ? undefined : {}, { token })).status).toBe(403);
  });

  it('let an admin in, and /api/admin/me says so', async () => {
    const admin = await signedInAdmin(server);
    const me = await call<AdminMe>(server, 'GET', '/api/admin/me', undefined, { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: admin.email, role: 'admin' });
    // Which Mithaq runs: what an admin quotes in a bug report.
    expect(me.body.build).toEqual({ version: buildInfo(undefined).version, commit: 'c0ffee012345' });
  });

  it('check the role on every call: a demoted admin is refused at once', async () => {
    const admin = await signedInAdmin(server);
    await server.platform.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));
    expect((await call(server, 'GET', '/api/admin/profiles', undefined, { token: admin.token })).status).toBe(403);
  });
});

describe('the admin login', () => {
  const attempt = (email: string, password: string) =>
    call<AuthSession & { error?: { message: string } }>(server, 'POST', '/api/admin/sign-in', { email, password });

  it('starts a normal session (refresh cookie included) for an admin, after the code, and audits it', async () => {
    const admin = await createAdmin(server);
    const result = await adminSignIn(server, { ...admin, email: admin.email.toUpperCase() });
    expect(result.status).toBe(200);
    expect(result.body.user).toMatchObject({ id: admin.id, role: 'admin' });
    expect(result.setCookie).toMatch(/^mithaq_refresh=/);
    const [entry] = await auditOf(server, admin.id, 'admin.sign_in');
    expect(entry).toMatchObject({ actorId: admin.id, targetType: 'user' });
  });

  it.each([
    ['an empty username', '', 'whatever-password'],
    ['an empty password', 'admin@example.test', ''],
  ])('answers %s with Invalid credentials', async (_label, email, password) => {
    const result = await attempt(email, password);
    expect(result.status).toBe(400);
    expect(result.body.error?.message).toBe('Invalid credentials');
  });

  it('answers a wrong password, an unknown account and a member account alike, and gives the member no session', async () => {
    const admin = await createAdmin(server);
    // A member who deactivated their account: trying their password here must not bring it back.
    const member = await createProfile(server.platform.database.db);
    await server.platform.database.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, member.id));
    const answers = [
      await attempt(admin.email, 'not-the-password'),
      await attempt(`nobody-${someId()}@example.test`, 'whatever-password'),
      await attempt(member.email, member.password),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.message).toBe('Invalid credentials');
      expect(answer.setCookie).toBeUndefined();
    }
    const memberSessions = await server.platform.database.db.select().from(authSessions).where(eq(authSessions.userId, member.id));
    expect(memberSessions).toEqual([]);
    const [profile] = await server.platform.database.db.select({ isActive: profiles.isActive }).from(profiles).where(eq(profiles.id, member.id));
    expect(profile?.isActive).toBe(false);
  });
});
