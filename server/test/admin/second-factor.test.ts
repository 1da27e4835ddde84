import crypto from 'node:crypto';
import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession, toAuthUser } from '../../src/features/auth/sessions';
import { users } from '../../src/platform/db/schema/auth';
import { profiles } from '../../src/platform/db/schema/profiles';
import { call } from '../support/client';
import { createProfile } from '../support/factories';
import { lastMailedToken, mailsTo, deliverMail } from '../support/mail';
import { givePicture, mediaCookieOf } from '../support/media';
import { seenInDeck } from '../support/safety';
import { startTestServer, type TestServer } from '../support/server';
import { requestVerification, requestsOf } from '../support/verification';
import { adminSignIn, createAdmin, freshCode, passwordStep, type TestAdmin } from './support';
import { deliverQueued } from '../support/outbox';

/**
 * Issue 26 (High): the admin's second factor can be skipped. Only a session made through the
 * admin login's code step opens anything a moderator may do; the member side never makes one.
 */

const LIMIT = 10;
const STEP = 30_000;
/** Every route the app registers, as it registers it. */
const routes: { method: string; url: string }[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_URL: 'https://app.mithaq.example', RATE_LIMIT_SIGN_IN_PER_ACCOUNT: String(LIMIT), RATE_LIMIT_SIGN_IN_PER_IP: '100000' },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    },
  });
});
afterAll(() => server.close());

const db = () => server.platform.database.db;
type ErrorBody = { error?: { code: string; message: string; key?: string } };

/** A session of an admin account that did not go through the code step (what the member side would have made). */
async function unmarkedSession(admin: { id: string; email: string }) {
  const issued = await startSession(server.platform, db(), toAuthUser({ ...admin, role: 'admin', confirmedAt: new Date(0), language: 'en' }), null);
  return { token: issued.accessToken, refreshToken: issued.refreshToken };
}

/** Both steps of the admin login, with the code of a time-step not used yet (a code is accepted once). */
async function markedSession(admin: TestAdmin) {
  server.clock.advance(STEP);
  const signedIn = await adminSignIn(server, admin);
  expect(signedIn.status).toBe(200);
  return { token: signedIn.body.accessToken, media: mediaCookieOf(signedIn.headers)!, cookie: signedIn.setCookie! };
}

const signInAttempt = (email: string, password: string) => call<ErrorBody>(server, 'POST', '/api/auth/sign-in', { email, password });
const failuresOf = async (email: string) => (await server.platform.rateLimiter.peek(`sign-in:fail:${email}`, 1000)).count;

describe('the member sign-in', () => {
  it("answers an admin's right password exactly as a wrong one, counts it alike, and mails nothing", async () => {
    const admin = await createAdmin(server);
    const member = await createProfile(db());
    const wrongForMember = await signInAttempt(member.email, 'not-the-password');
    const wrongForAdmin = await signInAttempt(admin.email, 'not-the-password');
    expect(await failuresOf(admin.email)).toBe(1);

    const rightForAdmin = await signInAttempt(admin.email, admin.password);
    expect(rightForAdmin.status).toBe(401);
    expect(rightForAdmin.body).toEqual(wrongForAdmin.body);
    expect(rightForAdmin.body).toEqual(wrongForMember.body);
    expect(rightForAdmin.setCookie).toBeUndefined();
    // Counted as the wrong guess it is answered as (a right password would have forgiven the first).
    expect(await failuresOf(admin.email)).toBe(2);

    await deliverQueued(server);
    expect(mailsTo(admin.email)).toEqual([]);
    // Nor does the admin area open afterwards: there was never a session.
    expect((await call(server, 'GET', '/api/admin/me')).status).toBe(401);
  });

  it('past the limit answers an admin as any locked account, with no sign-in link', async () => {
    const admin = await createAdmin(server);
    const member = await createProfile(db());
    for (const email of [admin.email, member.email]) {
      for (let i = 0; i < LIMIT; i++) expect((await signInAttempt(email, `wrong-${i}`)).status).toBe(401);
      expect((await signInAttempt(email, 'one-checked-past-the-limit')).status).toBe(401);
    }
    const adminLocked = await signInAttempt(admin.email, admin.password);
    const memberLocked = await signInAttempt(member.email, member.password);
    expect(adminLocked.status).toBe(429);
    expect(adminLocked.body).toEqual(memberLocked.body);
    await deliverQueued(server);
    expect(mailsTo(admin.email)).toEqual([]);
    expect(mailsTo(member.email)).toHaveLength(1);
  });
});

describe('the other ways in on the member side', () => {
  it("sign-up with an admin's address, even with its password, starts no session", async () => {
    const admin = await createAdmin(server);
    const signUp = await call<{ session: unknown }>(server, 'POST', '/api/auth/sign-up', { email: admin.email, password: admin.password });
    expect(signUp.status).toBe(200);
    expect(signUp.body.session).toBeNull();
    expect(signUp.setCookie).toBeUndefined();
  });
});

describe('a session made without the code step', () => {
  it('reaches no admin route: every one the app registers under /api/admin answers 403', async () => {
    const admin = await createAdmin(server);
    const { token } = await unmarkedSession(admin);
    const guarded = routes.filter((r) => r.url.startsWith('/api/admin') && !r.url.startsWith('/api/admin/sign-in') && r.method !== 'HEAD');
    // The verification review and the deletion requests are among them (not a hand-picked few).
    expect(guarded.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/admin/verification', '/api/admin/deletion-requests', '/api/admin/profiles/:profileId']));
    for (const route of guarded) {
      const url = route.url.replace(/:\w+/g, () => crypto.randomUUID());
      const refused = await call<ErrorBody>(server, route.method, url, route.method === 'GET' ? undefined : {}, { token });
      expect({ route, status: refused.status, key: refused.body.error?.key }).toEqual({ route, status: 403, key: 'server.forbidden' });
    }
    // The same admin, through both steps, passes the same guard.
    const marked = await markedSession(admin);
    for (const route of guarded.filter((r) => r.method === 'GET')) {
      const url = route.url.replace(/:\w+/g, () => crypto.randomUUID());
      expect((await call<ErrorBody>(server, 'GET', url, undefined, { token: marked.token })).body.error?.key).not.toBe('server.forbidden');
    }
  });

  it("is what a password change leaves an admin with: the new session is the member side's", async () => {
    const admin = await createAdmin(server);
    const marked = await markedSession(admin);
    const changed = await call<{ accessToken: string; user: { role: string } }>(
      server,
      'PUT',
      '/api/auth/me/password',
      { currentPassword: admin.password, password: 'a-newer-admin-passphrase' },
      { token: marked.token },
    );
    expect(changed.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: marked.token })).status).toBe(401);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: changed.body.accessToken })).status).toBe(403);
  });

  it('keeps its mark through a refresh, and a session without one gains none', async () => {
    const admin = await createAdmin(server);
    const marked = await markedSession(admin);
    const refreshed = await call<{ session: { accessToken: string } }>(server, 'POST', '/api/auth/refresh', {}, { cookie: marked.cookie });
    expect(refreshed.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: refreshed.body.session.accessToken })).status).toBe(200);

    const unmarked = await unmarkedSession(await createAdmin(server));
    const renewed = await call<{ session: { accessToken: string } }>(server, 'POST', '/api/auth/refresh', { refreshToken: unmarked.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: renewed.body.session.accessToken })).status).toBe(403);
  });
});

describe("what moderators see, to an admin account's unmarked session", () => {
  const mediaWith = (url: string, credential: { token?: string; cookie?: string }) =>
    server.fetch(url, {
      headers: { ...(credential.token ? { authorization: `Bearer ${credential.token}` } : {}), ...(credential.cookie ? { cookie: credential.cookie } : {}) },
    });

  it('a selfie and a photo-privacy original are refused; the marked session gets them', async () => {
    const admin = await createAdmin(server);
    const woman = await createProfile(db(), { sex: 'female' });
    const { storagePath } = await givePicture(server, woman.id);
    await db().update(profiles).set({ photosPrivate: true }).where(eq(profiles.id, woman.id));
    const member = await createProfile(db());
    const signedIn = await call<{ accessToken: string }>(server, 'POST', '/api/auth/sign-in', { email: member.email, password: member.password });
    await requestVerification(server, signedIn.body.accessToken);
    const [request] = await requestsOf(server, member.id);
    const original = server.platform.mediaUrls.sign(storagePath, admin.id);
    const selfie = server.platform.mediaUrls.sign(request!.selfiePath!, admin.id);

    const marked = await markedSession(admin);
    // A password change hands the admin's browser a new session (and viewer cookie) without the mark.
    const changed = await call<{ accessToken: string }>(server, 'PUT', '/api/auth/me/password', { currentPassword: admin.password, password: 'another-admin-passphrase' }, { token: marked.token });
    const unmarked = { token: changed.body.accessToken, cookie: mediaCookieOf(changed.headers)! };
    for (const url of [original, selfie]) {
      expect((await mediaWith(url, { token: unmarked.token })).status).toBe(404);
      expect((await mediaWith(url, { cookie: unmarked.cookie })).status).toBe(404);
    }
    const again = await markedSession({ ...admin, password: 'another-admin-passphrase' });
    for (const url of [original, selfie]) {
      expect((await mediaWith(url, { token: again.token })).status).toBe(200);
      expect((await mediaWith(url, { cookie: again.media })).status).toBe(200);
    }
  });

  it("a private member's pictures in the member lists are the blurred ones, as for any member", async () => {
    const country = 'TV';
    const adminMember = await createProfile(db(), { sex: 'male', country });
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, adminMember.id));
    const woman = await createProfile(db(), { sex: 'female', country, photosPrivate: true });
    await givePicture(server, woman.id);
    const { token } = await unmarkedSession(adminMember);
    await seenInDeck(db(), adminMember.id, woman.id);
    expect((await call(server, 'POST', '/api/likes', { profileId: woman.id }, { token })).status).toBe(200);
    const lists = await call<{ iLiked: { profile: { id: string; pictures: { blurred: boolean }[] } }[] }>(server, 'GET', '/api/likes', undefined, { token });
    const card = lists.body.iLiked.find((entry) => entry.profile.id === woman.id)!;
    expect(card.profile.pictures.map((p) => p.blurred)).toEqual([true]);
  });
});

describe('a password reset', () => {
  it('never gives an admin session: no session in its answer, every session ended, and the code step still required', async () => {
    const admin = await createAdmin(server);
    const marked = await markedSession(admin);
    expect((await call(server, 'POST', '/api/auth/password-reset/request', { email: admin.email })).status).toBe(200);
    await deliverMail(server); // the reset mail is queued after the answer
    const token = lastMailedToken(admin.email, 'token')!;
    const password = 'a-reset-admin-passphrase';
    const reset = await call(server, 'POST', '/api/auth/password-reset/confirm', { token, password });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true });
    expect(reset.setCookie).toBeUndefined();
    expect(reset.headers.getSetCookie()).toEqual([]);
    expect((await call(server, 'GET', '/api/admin/me', undefined, { token: marked.token })).status).toBe(401);
    // The new password opens neither the member side nor, alone, the admin area.
    expect((await signInAttempt(admin.email, password)).body.error?.key).toBe('auth.invalidCredentials');
    const first = await passwordStep(server, admin.email, password);
    expect(first.body).toEqual({ step: 'code', ticket: expect.any(String) });
    expect(first.setCookie).toBeUndefined();
  });
});

describe('step-up for dangerous actions', () => {
  it('refuses the password, accepts a fresh code once, and refuses the same code again', async () => {
    const admin = await createAdmin(server);
    const { token } = await markedSession(admin);
    const member = await createProfile(db());
    const path = `/api/admin/profiles/${member.id}/active`;
    const suspend = (confirm: string) => call<ErrorBody>(server, 'PUT', path, { isActive: false, confirm }, { token });
    const isActive = async () => (await db().select().from(profiles).where(eq(profiles.id, member.id)))[0]!.isActive;

    const withPassword = await suspend(admin.password);
    expect(withPassword.status).toBe(403);
    expect(withPassword.body.error?.key).toBe('admin.confirmWrong');
    expect(await isActive()).toBe(true);

    const code = await freshCode(server, admin);
    expect((await suspend(code)).status).toBe(200);
    expect(await isActive()).toBe(false);
    expect((await call(server, 'PUT', path, { isActive: true }, { token })).status).toBe(200);
    const replay = await suspend(code);
    expect(replay.status).toBe(403);
    expect(replay.body.error?.key).toBe('admin.confirmWrong');
    expect(await isActive()).toBe(true);
  });
});
